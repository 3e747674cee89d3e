import { aktivasiPerilaku } from '@sehat/core/programs/aktivasi-perilaku';
import { programErrors, programTeamAlert } from '@sehat/core/programs/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '../../../../test/chat';
import { createStaff, registerUser, useTestApp, type Account } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
const base = '/api/programs/aktivasi-perilaku';
let counsellor: Account;
beforeAll(async () => {
  counsellor = await createStaff(t.app, 'counsellor');
});

/** Nine PHQ-9 answers totalling `score` on items 1–8, item 9 answered `item9`. */
function phq9(score: number, item9 = 0): number[] {
  const answers = Array.from({ length: 9 }, () => 0);
  let left = score - item9;
  for (let i = 0; i < 8; i += 1) {
    answers[i] = Math.min(3, left);
    left -= answers[i]!;
  }
  answers[8] = item9;
  return answers;
}

async function enrolled(): Promise<Account> {
  const user = await registerUser(t.app);
  expect((await injectAs(t.app, user)('POST', `${base}/enrolment`)).statusCode).toBe(201);
  return user;
}

const complete = (user: Account, nomor: number, body: object) =>
  injectAs(t.app, user)('POST', `${base}/sessions/${nomor}/complete`, body);

const sheet = { tanda: 'Sulit bangun pagi' };
/** A worksheet with the session's first blank filled. */
const firstBlank = (nomor: number) => ({
  [aktivasiPerilaku.sessions[nomor - 1]!.worksheet.fields[0]!.id]: 'isi',
});
const flags = async () =>
  (await injectAs(t.app, counsellor)('GET', '/api/admin/programs/flags')).json().items;

async function riskOf(user: Account) {
  const conversation = (await injectAs(t.app, user)('GET', '/api/chat/conversation')).json().conversation;
  return (
    await injectAs(t.app, counsellor)('GET', `/api/admin/chat/conversations/${conversation.id}/risk`)
  ).json();
}

describe('completing a session', () => {
  it('keeps the worksheet and the measure; the first measure is the baseline', async () => {
    const user = await enrolled();
    const done = await complete(user, 1, { worksheet: { tanda: '  Malas membalas pesan ' }, phq9: phq9(14) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      enrolment: {
        code: 'aktivasi-perilaku',
        startedAt: expect.any(String),
        completed: [1],
        next: 2,
        guidance: false,
        reminders: false,
      },
      outcome: {
        baseline: 14,
        latest: 14,
        change: 0,
        reliableImprovement: false,
        deterioration: false,
        notOnTrack: false,
        crisis: false,
      },
    });
    const detail = (await injectAs(t.app, user)('GET', `${base}/enrolment`)).json();
    expect(detail.measures).toEqual([{ nomor: 1, score: 14, at: expect.any(String) }]);
    expect(detail.sessions[0].worksheet).toEqual({
      tanda: 'Malas membalas pesan',
      ditinggalkan: '',
      harapan: '',
    });

    const second = await complete(user, 2, { worksheet: { naik: 'Jalan pagi' }, phq9: phq9(7) });
    expect(second.json().outcome).toMatchObject({
      baseline: 14,
      latest: 7,
      change: -7,
      reliableImprovement: true,
    });
  });

  it('answers 409 for a session whose previous one is not done, and keeps nothing', async () => {
    const user = await enrolled();
    const early = await complete(user, 3, { worksheet: { nilai: 'Keluarga' }, phq9: phq9(10) });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'PREVIOUS_SESSION_REQUIRED',
      message: programErrors.previousSessionFirst,
    });
    expect((await injectAs(t.app, user)('GET', `${base}/enrolment`)).json().measures).toEqual([]);
  });

  it('refuses a bad worksheet or PHQ-9 with a 400 in Indonesian, and keeps nothing', async () => {
    const user = await enrolled();
    const cases: [object, string][] = [
      [{ worksheet: { lain: 'x' }, phq9: phq9(5) }, programErrors.worksheet.unknownField],
      [{ worksheet: { tanda: ' ' }, phq9: phq9(5) }, programErrors.worksheet.empty],
      [{ worksheet: { tanda: 'x'.repeat(1001) }, phq9: phq9(5) }, programErrors.worksheet.tooLong],
      [{ worksheet: sheet, phq9: [1, 2, 3] }, programErrors.phq9Invalid],
      [{ worksheet: sheet, phq9: [0, 0, 0, 0, 0, 0, 0, 0, 4] }, programErrors.phq9Invalid],
      [{ worksheet: sheet }, programErrors.phq9Required],
      [{ worksheet: 'teks', phq9: phq9(5) }, programErrors.worksheetInvalid],
    ];
    for (const [body, message] of cases) {
      const refused = await complete(user, 1, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.message).toBe(message);
    }
    expect((await complete(user, 99, { worksheet: sheet, phq9: phq9(5) })).statusCode).toBe(404);
    expect((await injectAs(t.app, user)('GET', `${base}/enrolment`)).json().measures).toEqual([]);
  });

  it('needs an enrolment first (404 in Indonesian)', async () => {
    const user = await registerUser(t.app);
    const refused = await complete(user, 1, { worksheet: sheet, phq9: phq9(5) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(programErrors.notEnrolled);
  });
});

describe('measured outcomes reach the counsellors', () => {
  it('deterioration adds a selfhelp signal, an automatic message and a flag', async () => {
    const user = await enrolled();
    await complete(user, 1, { worksheet: sheet, phq9: phq9(6) });
    const worse = await complete(user, 2, { worksheet: { naik: 'Tidak ada' }, phq9: phq9(12) });
    expect(worse.json().outcome).toMatchObject({ deterioration: true, crisis: false, change: 6 });
    expect(await riskOf(user)).toMatchObject({
      active: true,
      signals: [{ source: 'selfhelp', crisis: false }],
    });
    const conversation = (await injectAs(t.app, user)('GET', '/api/chat/conversation')).json().conversation;
    const { messages } = (await listMessages(t.app, user, conversation.id)).json();
    expect(messages).toEqual([
      expect.objectContaining({ automatic: true, message: programTeamAlert.deterioration(2) }),
    ]);
    expect(await flags()).toContainEqual({
      user: { id: user.id, username: user.username },
      code: 'aktivasi-perilaku',
      reason: 'deterioration',
      at: expect.any(String),
    });
  });

  it('item 9 above 0 is a crisis signal and flag, whatever the total', async () => {
    const user = await enrolled();
    const crisis = await complete(user, 1, { worksheet: sheet, phq9: phq9(3, 1) });
    expect(crisis.json().outcome.crisis).toBe(true);
    expect((await riskOf(user)).signals).toEqual([
      { source: 'selfhelp', crisis: true, at: expect.any(String) },
    ]);
    const reasons = (await flags()).filter((item: { user: { id: number } }) => item.user.id === user.id);
    expect(reasons.map((item: { reason: string }) => item.reason)).toEqual(['crisis']);
  });

  it('no reliable improvement by session 4 is a notOnTrack flag without a signal; improving clears it', async () => {
    const user = await enrolled();
    for (const nomor of [1, 2, 3, 4]) {
      const done = await complete(user, nomor, { worksheet: firstBlank(nomor), phq9: phq9(11) });
      expect(done.statusCode).toBe(200);
    }
    const mine = async () =>
      (await flags()).filter((item: { user: { id: number } }) => item.user.id === user.id);
    expect((await mine()).map((item: { reason: string }) => item.reason)).toEqual(['notOnTrack']);
    expect((await riskOf(user)).signals).toEqual([]);
    await complete(user, 5, { worksheet: firstBlank(5), phq9: phq9(4) });
    expect(await mine()).toEqual([]);
  });

  it('the flags list is for counsellors and up: a user gets 403, a visitor 401', async () => {
    const user = await registerUser(t.app);
    expect((await injectAs(t.app, user)('GET', '/api/admin/programs/flags')).statusCode).toBe(403);
    expect((await injectAs(t.app, null)('GET', '/api/admin/programs/flags')).statusCode).toBe(401);
  });
});
