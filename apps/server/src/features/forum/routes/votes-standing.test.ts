import type { ForumResponse } from '@sehat/core/forum/contract';
import { defaultStandingRules, newAccountLimits } from '@sehat/core/forum/standing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsAged, askQuestion, respondTo, toggleVote } from '../../../../test/forum';
import { buildTestApp, type TestApp } from '../../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ forumStanding: defaultStandingRules });
});
afterAll(() => t.close());

const accounts = (n: number, ageDays: number) => accountsAged(t.app, n, ageDays);

const byVotes = async (questionId: number, query = '') =>
  (await t.app.inject({ url: `/api/forum/questions/${questionId}/responses?sort=membantu${query}` })).json<{
    responses: ForumResponse[];
    nextCursor: string | null;
  }>();

describe('votes of brand-new accounts', () => {
  it('are shown but do not move the "membantu" order, on every page', async () => {
    const [asker, helper, voter] = await accounts(3, 30);
    const question = await askQuestion(t.app, asker!);
    const spam = await respondTo(t.app, helper!, question.id, 'Kunjungi situs saya');
    const useful = await respondTo(
      t.app,
      helper!,
      question.id,
      'Coba bicarakan dengan orang yang dipercaya.',
    );
    for (const fresh of await accounts(8, 0))
      expect((await toggleVote(t.app, fresh, spam.id)).statusCode).toBe(200);
    expect((await toggleVote(t.app, voter!, useful.id)).json()).toEqual({ action: 'added', vote: 1 });

    const page = await byVotes(question.id);
    expect(page.responses.map((r) => [r.id, r.vote])).toEqual([
      [useful.id, 1],
      [spam.id, 8],
    ]);
    const first = await byVotes(question.id, '&limit=1');
    expect(first.responses[0]!.id).toBe(useful.id);
    const second = await byVotes(question.id, `&limit=1&cursor=${first.nextCursor}`);
    expect(second.responses.map((r) => r.id)).toEqual([spam.id]);
  });

  it('are limited per minute while the account is new', async () => {
    const [asker, helper] = await accounts(2, 30);
    const [fresh] = await accounts(1, 0);
    const question = await askQuestion(t.app, asker!);
    const response = await respondTo(t.app, helper!, question.id);
    const statuses = [];
    for (let i = 0; i <= newAccountLimits.votesPerMinute; i++) {
      statuses.push((await toggleVote(t.app, fresh!, response.id)).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(newAccountLimits.votesPerMinute);
    expect(statuses.at(-1)).toBe(429);
  });
});
