import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { type Account, buildTestApp, registerUser, useTestApp, withLimits } from '../../../../test/helper';
import { seedQuestions, submit, yesAt } from '../../../../test/selftest';
import { expectCountedInsert, statementsOf } from '../../../../test/statements';

const t = useTestApp();
let member: Account;
beforeAll(async () => {
  await seedQuestions(t.app);
  member = await registerUser(t.app);
});

const submitAsMember = async (clientId?: string) => {
  let status = 0;
  const sent = await statementsOf(async () => {
    status = (await submit(t.app, { jawaban: yesAt(29, 17), clientId }, { cookie: member.cookie }))
      .statusCode;
  });
  return { status, sent };
};

// Issue 40 item 3: the questionnaire's check and the insert that answers with the new row's id
// and time are one statement, the submit limit's hit counted just before it (ADRs 245, 260).
describe('a member’s self-test submission on the request path', () => {
  it('takes two statements once the questionnaire is known: the hit, then the insert', async () => {
    // Warm: the session and the questionnaire of a first request are not the point.
    expect((await submitAsMember()).status).toBe(201);
    const { status, sent } = await submitAsMember();
    expect(status).toBe(201);
    expectCountedInsert(sent);
  });

  // Issue 54: the web sends every submission with its device id; whether it was used before is
  // asked by the insert itself (two statements before: the look-up, then the insert).
  it('takes as many with the device id the web sends, and a resend one more', async () => {
    expect((await submitAsMember(randomUUID())).status).toBe(201);
    const clientId = randomUUID();
    const first = await submitAsMember(clientId);
    expect(first.status).toBe(201);
    expectCountedInsert(first.sent);
    // A resend reads the row stored first.
    const resent = await submitAsMember(clientId);
    expect(resent.status).toBe(201);
    expectCountedInsert(resent.sent, 1);
  });
});

describe('the submit limit counted before the insert', () => {
  it('still counts a resend and a refused answer, each once, and then refuses with its 429', async () => {
    const limited = await buildTestApp({
      ...withLimits({ selftest: { max: 3, windowMs: 60_000 } }),
    });
    try {
      await seedQuestions(limited.app);
      const account = await registerUser(limited.app);
      const asMember = (payload: object) => submit(limited.app, payload, { cookie: account.cookie });
      const clientId = randomUUID();
      const first = await asMember({ jawaban: yesAt(29, 1), clientId });
      expect(first.statusCode).toBe(201);
      const resent = await asMember({ jawaban: yesAt(29, 1), clientId });
      expect(resent.json().id).toBe(first.json().id);
      expect((await asMember({ jawaban: yesAt(28) })).statusCode).toBe(400);
      const blocked = await asMember({ jawaban: yesAt(29) });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toBe(selftestMessages.tooManySubmissions);
    } finally {
      await limited.close();
    }
  });
});
