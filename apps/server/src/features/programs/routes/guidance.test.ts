import { aktivasiPerilaku } from '@sehat/core/programs/aktivasi-perilaku';
import { programErrors, programGuidanceNotice } from '@sehat/core/programs/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, listMessages } from '../../../../test/chat';
import { createStaff, registerUser, useTestApp, type Account } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
const base = '/api/programs/aktivasi-perilaku';
let counsellor: Account;
beforeAll(async () => {
  counsellor = await createStaff(t.app, 'counsellor');
});

/** Nine PHQ-9 answers on items 1–8 totalling `score` (at most 24), item 9 at 0. */
const phq9 = (score: number) =>
  Array.from({ length: 9 }, (_, i) => (i < 8 ? Math.max(0, Math.min(3, score - 3 * i)) : 0));

/** A member enrolled with sessions 1..`done` done, the first at `baseline`, later ones at `latest`. */
async function participant(done: number, baseline = 10, latest = baseline): Promise<Account> {
  const user = await registerUser(t.app);
  const as = injectAs(t.app, user);
  expect((await as('POST', `${base}/enrolment`)).statusCode).toBe(201);
  for (let nomor = 1; nomor <= done; nomor += 1) {
    const field = aktivasiPerilaku.sessions[nomor - 1]!.worksheet.fields[0]!.id;
    const body = { worksheet: { [field]: 'isi pribadi' }, phq9: phq9(nomor === 1 ? baseline : latest) };
    expect((await as('POST', `${base}/sessions/${nomor}/complete`, body)).statusCode).toBe(200);
  }
  return user;
}

const choose = (user: Account | null, body: object) =>
  injectAs(t.app, user)('PATCH', `${base}/enrolment`, body);
const casePanel = async (user: Account, as: Account = counsellor) =>
  injectAs(t.app, as)('GET', `/api/admin/programs/conversations/${await conversationOf(t.app, user)}`);
const automaticTexts = async (user: Account): Promise<string[]> => {
  const { messages } = (await listMessages(t.app, user, await conversationOf(t.app, user))).json();
  return messages
    .filter((message: { automatic: boolean }) => message.automatic)
    .map((message: { message: string }) => message.message);
};

describe('asking a counsellor to follow one’s progress', () => {
  it('without consent, the conversation’s case panel shows nothing of the programme', async () => {
    const user = await participant(4, 10, 12);
    const response = await casePanel(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ programs: [] });
  });

  it('with consent, shows sessions done, PHQ-9 baseline and latest, and the flags; the team is told once', async () => {
    const user = await participant(4, 10, 17);
    const asked = await choose(user, { guidance: true });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().enrolment).toMatchObject({
      guidance: true,
      reminders: false,
      completed: [1, 2, 3, 4],
    });
    expect((await choose(user, { guidance: true })).statusCode).toBe(200);

    const panel = (await casePanel(user)).json();
    expect(panel).toEqual({
      programs: [
        {
          code: 'aktivasi-perilaku',
          title: aktivasiPerilaku.title,
          sessionsDone: 4,
          sessions: 6,
          baseline: 10,
          latest: 17,
          flags: ['deterioration', 'notOnTrack'],
          guidanceSince: expect.any(String),
        },
      ],
    });
    expect(JSON.stringify(panel)).not.toContain('isi pribadi');
    expect(await automaticTexts(user)).toContain(programGuidanceNotice(aktivasiPerilaku.title));
    const notices = (await automaticTexts(user)).filter(
      (text) => text === programGuidanceNotice(aktivasiPerilaku.title),
    );
    expect(notices).toHaveLength(1);
  });

  it('withdrawn, the panel is empty again and the person’s enrolment says so', async () => {
    const user = await participant(1);
    await choose(user, { guidance: true });
    const withdrawn = await choose(user, { guidance: false });
    expect(withdrawn.json().enrolment.guidance).toBe(false);
    expect((await casePanel(user)).json()).toEqual({ programs: [] });
    expect((await injectAs(t.app, user)('GET', `${base}/enrolment`)).json().enrolment.guidance).toBe(false);
  });

  it('is the person’s own: another member changes only their own, and cannot read the panel', async () => {
    const owner = await participant(1);
    const other = await registerUser(t.app);
    const refused = await choose(other, { guidance: true });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(programErrors.notEnrolled);
    expect((await casePanel(owner)).json()).toEqual({ programs: [] });
    expect((await casePanel(owner, other)).statusCode).toBe(403);
  });

  it('a visitor gets 401 for the choice and the panel', async () => {
    const owner = await participant(1);
    expect((await choose(null, { guidance: true })).statusCode).toBe(401);
    const id = await conversationOf(t.app, owner);
    expect((await injectAs(t.app, null)('GET', `/api/admin/programs/conversations/${id}`)).statusCode).toBe(
      401,
    );
  });

  it('bad choices are a 400 in Indonesian and change nothing; an unknown conversation is a 404', async () => {
    const user = await participant(1);
    for (const body of [{}, { guidance: 'ya' }, { reminders: 1 }, ['guidance']]) {
      const response = await choose(user, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(programErrors.choiceInvalid);
    }
    expect((await injectAs(t.app, user)('GET', `${base}/enrolment`)).json().enrolment).toMatchObject({
      guidance: false,
      reminders: false,
    });
    expect(
      (await injectAs(t.app, counsellor)('GET', '/api/admin/programs/conversations/999999')).statusCode,
    ).toBe(404);
  });
});
