import { commonMessages } from '@sehat/core/messages';
import { programTeamAlert } from '@sehat/core/programs/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '../../../../test/chat';
import { createStaff, registerUser, useTestApp, type Account } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
const base = '/api/programs/aktivasi-perilaku';
// The team's alert opens the person's conversation, which needs a counsellor.
beforeAll(async () => {
  await createStaff(t.app, 'counsellor');
});

async function enrolled(): Promise<Account> {
  const user = await registerUser(t.app);
  expect((await injectAs(t.app, user)('POST', `${base}/enrolment`)).statusCode).toBe(201);
  return user;
}

const complete = (user: Account, body: object) =>
  injectAs(t.app, user)('POST', `${base}/sessions/1/complete`, body);
const detailOf = async (user: Account) => (await injectAs(t.app, user)('GET', `${base}/enrolment`)).json();

async function teamAlerts(user: Account) {
  const conversation = (await injectAs(t.app, user)('GET', '/api/chat/conversation')).json().conversation;
  return (await listMessages(t.app, user, conversation.id)).json().messages;
}

// Item 9 answered: a send that is stored tells the team, so a second store would show twice.
const crisisMeasure = [1, 1, 0, 0, 0, 0, 0, 0, 1];

describe('a worksheet sent again with its clientId (a queue after being offline)', () => {
  it('is stored once: the resend answers as now and changes nothing', async () => {
    const user = await enrolled();
    const body = { worksheet: { tanda: 'Sulit bangun' }, phq9: crisisMeasure, clientId: 'lembar-kerja-0001' };
    const first = await complete(user, body);
    expect(first.statusCode).toBe(200);
    const stored = await detailOf(user);

    const again = await complete(user, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await detailOf(user)).toEqual(stored);
    expect(await teamAlerts(user)).toEqual([
      expect.objectContaining({ automatic: true, message: programTeamAlert.crisis(1) }),
    ]);
  });

  it('a new send of the same session (another clientId) replaces it, as doing it again does', async () => {
    const user = await enrolled();
    const phq9 = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    await complete(user, { worksheet: { tanda: 'Pertama' }, phq9, clientId: 'lembar-kerja-0002' });
    await complete(user, { worksheet: { tanda: 'Kedua' }, phq9, clientId: 'lembar-kerja-0003' });
    expect((await detailOf(user)).sessions[0].worksheet.tanda).toBe('Kedua');
    // The first send arriving late is not the row's send any more: it is a send like any other.
    await complete(user, { worksheet: { tanda: 'Pertama' }, phq9, clientId: 'lembar-kerja-0002' });
    expect((await detailOf(user)).sessions[0].worksheet.tanda).toBe('Pertama');
  });

  it('refuses a malformed clientId with a 400 in Indonesian, and keeps nothing', async () => {
    const user = await enrolled();
    const refused = await complete(user, {
      worksheet: { tanda: 'Isi' },
      phq9: [0, 0, 0, 0, 0, 0, 0, 0, 0],
      clientId: 'a b',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(commonMessages.invalidInput);
    expect((await detailOf(user)).sessions).toEqual([]);
  });
});
