import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerUser, useTestApp } from '../../../../test/helper';
import { phq9Answers, submitScreening } from '../../../../test/screenings';
import { expectCountedInsert, statementsOf } from '../../../../test/statements';

const t = useTestApp();
let member: Account;
beforeAll(async () => {
  member = await registerUser(t.app);
});

// ADR 236: PHQ-9 and GAD-7 go through SRQ-29's one insert, the submit limit's hit before it (ADR 260).
describe('a member’s PHQ-9 submission on the request path', () => {
  it('takes two statements: the hit, then the insert', async () => {
    const send = () =>
      submitScreening(t.app, 'phq9', { jawaban: phq9Answers(2, 1) }, { cookie: member.cookie });
    // Warm: the session of a first request is not the point.
    expect((await send()).statusCode).toBe(201);
    let status = 0;
    const sent = await statementsOf(async () => {
      status = (await send()).statusCode;
    });
    expect(status).toBe(201);
    expectCountedInsert(sent);
  });
});
