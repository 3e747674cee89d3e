import { beforeAll, describe, expect, it } from 'vitest';
import { conversationOf } from '../../../../test/chat';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { phq9Answers, submitScreening } from '../../../../test/screenings';
import { seedQuestions, submit, yesAt } from '../../../../test/selftest';

// Issue 47 "Done when": every instrument × risk item × visitor/member behaves the same way. A
// result is scored with its crisis flag, kept through registration (a visitor's), shared, and
// only an answered risk item adds a signal of that instrument's source to the conversation.

const t = useTestApp();
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
  await seedQuestions(t.app);
});

type Code = 'srq29' | 'phq9' | 'gad7';
const cases: { code: Code; answers: string; jawaban: number[]; crisis: boolean }[] = [
  { code: 'srq29', answers: 'item 17 yes', jawaban: yesAt(29, 17), crisis: true },
  {
    code: 'srq29',
    answers: 'item 17 no, others yes',
    jawaban: yesAt(29, 1, 2, 3, 4, 5, 6, 21),
    crisis: false,
  },
  { code: 'phq9', answers: 'item 9 "beberapa hari"', jawaban: phq9Answers(0, 1), crisis: true },
  { code: 'phq9', answers: 'item 9 "hampir setiap hari"', jawaban: phq9Answers(3, 3), crisis: true },
  {
    code: 'phq9',
    answers: 'item 9 "tidak sama sekali", the rest high',
    jawaban: [3, 3, 3, 3, 3, 3, 3, 3, 0],
    crisis: false,
  },
  {
    code: 'gad7',
    answers: 'every item at its highest (no risk item)',
    jawaban: Array(7).fill(3),
    crisis: false,
  },
];

const submitAs = (code: Code, jawaban: number[], cookie?: string) =>
  code === 'srq29'
    ? submit(t.app, { jawaban }, cookie ? { cookie } : {})
    : submitScreening(t.app, code, { jawaban }, cookie ? { cookie } : {});

async function riskOf(account: Account) {
  const id = await conversationOf(t.app, account);
  return (await injectAs(t.app, admin)('GET', `/api/admin/chat/conversations/${id}/risk`)).json();
}

describe('one risk model across instruments', () => {
  it('lists each instrument’s risk items as the contract says', async () => {
    const riskItems = async (code: Code) =>
      (await injectAs(t.app, null)('GET', `/api/screenings/${code}`)).json().riskItems;
    expect(await riskItems('srq29')).toEqual([17]);
    expect(await riskItems('phq9')).toEqual([9]);
    expect(await riskItems('gad7')).toEqual([]);
  });

  for (const { code, answers, jawaban, crisis } of cases) {
    for (const who of ['member', 'visitor'] as const) {
      it(`${code}, ${answers}, as a ${who}: crisis ${crisis}, ${crisis ? 'a signal' : 'no signal'} when shared`, async () => {
        let account: Account;
        let resultId: number;
        if (who === 'member') {
          account = await registerUser(t.app);
          const scored = await submitAs(code, jawaban, account.cookie);
          expect(scored.statusCode).toBe(201);
          expect(scored.json()).toMatchObject({ crisis });
          expect(scored.json().claimToken).toBeUndefined();
          resultId = scored.json().id;
        } else {
          const scored = await submitAs(code, jawaban);
          expect(scored.statusCode).toBe(201);
          expect(scored.json()).toMatchObject({ crisis, claimToken: expect.any(String) });
          resultId = scored.json().id;
          account = await registerUser(t.app);
          const kept = await injectAs(t.app, account)('POST', '/api/screenings/submissions/keep', {
            items: [{ code, id: resultId, token: scored.json().claimToken }],
          });
          expect(kept.json().keptItems).toEqual([{ code, id: resultId }]);
        }
        const shared = await injectAs(t.app, account)('POST', '/api/chat/result-share', { code, resultId });
        expect(shared.statusCode).toBe(201);
        expect(shared.json().sharedResult).toMatchObject({ code, crisis });

        const risk = await riskOf(account);
        expect(risk.active).toBe(crisis);
        expect(risk.signals).toEqual(crisis ? [{ source: code, crisis: true, at: expect.any(String) }] : []);
        const inbox = await injectAs(t.app, admin)('GET', '/api/admin/chat/users?limit=100');
        expect(inbox.json().users.find((u: { id: number }) => u.id === account.id)).toMatchObject({
          risk: crisis,
        });
      });
    }
  }
});
