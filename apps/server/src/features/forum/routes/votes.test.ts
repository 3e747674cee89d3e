import type { ForumResponse } from '@sehat/core/forum/contract';
import { forumMessages } from '@sehat/core/forum/messages';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../../platform/database/pg-error';
import { forumVotes } from '../../../db/schema/index';
import { type Account, registerUser, useTestApp } from '../../../../test/helper';
import { askQuestion, respondTo, toggleVote } from '../../../../test/forum';

const t = useTestApp();
let asker: Account;
let helper: Account;
beforeAll(async () => {
  asker = await registerUser(t.app);
  helper = await registerUser(t.app);
});

async function freshResponse(): Promise<ForumResponse> {
  const question = await askQuestion(t.app, asker);
  return respondTo(t.app, helper, question.id);
}

const storedVotes = async (responseId: number) =>
  (await t.app.db.select({ n: count() }).from(forumVotes).where(eq(forumVotes.responseId, responseId)))[0]!.n;

const voteShown = async (responseId: number, questionId: number) => {
  const page = await t.app.inject({ url: `/api/forum/questions/${questionId}/responses` });
  return page.json<{ responses: ForumResponse[] }>().responses.find((r) => r.id === responseId)!.vote;
};

describe('PUT /api/forum/responses/:id/vote', () => {
  it('adds the vote, then takes it back on the next toggle', async () => {
    const target = await freshResponse();
    const first = await toggleVote(t.app, asker, target.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ action: 'added', vote: 1 });
    expect(await voteShown(target.id, target.questionId)).toBe(1);
    const second = await toggleVote(t.app, asker, target.id);
    expect(second.json()).toEqual({ action: 'removed', vote: 0 });
    expect(await storedVotes(target.id)).toBe(0);
  });

  it('counts one vote per user', async () => {
    const target = await freshResponse();
    const voters = await Promise.all([1, 2, 3].map(() => registerUser(t.app)));
    for (const voter of voters) await toggleVote(t.app, voter, target.id);
    const last = await toggleVote(t.app, asker, target.id);
    expect(last.json()).toEqual({ action: 'added', vote: 4 });
  });

  it('never double counts racing toggles by the same user', async () => {
    const target = await freshResponse();
    for (const racers of [2, 3, 6]) {
      const replies = await Promise.all(
        Array.from({ length: racers }, () => toggleVote(t.app, asker, target.id)),
      );
      expect(replies.every((r) => r.statusCode === 200)).toBe(true);
      const stored = await storedVotes(target.id);
      expect(stored).toBeLessThanOrEqual(1);
      for (const reply of replies) expect(reply.json().vote).toBeLessThanOrEqual(1);
      expect(await voteShown(target.id, target.questionId)).toBe(stored);
      await t.app.db.delete(forumVotes).where(eq(forumVotes.responseId, target.id));
    }
  });

  it('serialises racing toggles by one user: an even number ends where it began, each one answered in turn', async () => {
    const target = await freshResponse();
    for (let trial = 0; trial < 5; trial++) {
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => toggleVote(t.app, asker, target.id)),
      );
      const actions = replies.map((r) => r.json<{ action: string }>().action);
      expect(actions.filter((a) => a === 'added')).toHaveLength(5);
      expect(actions.filter((a) => a === 'removed')).toHaveLength(5);
      expect(await storedVotes(target.id)).toBe(0);
    }
  });

  it('counts racing votes by different users exactly', async () => {
    const target = await freshResponse();
    const voters = await Promise.all(Array.from({ length: 5 }, () => registerUser(t.app)));
    const replies = await Promise.all(voters.map((voter) => toggleVote(t.app, voter, target.id)));
    expect(replies.map((r) => r.json().action)).toEqual(Array(5).fill('added'));
    expect(await storedVotes(target.id)).toBe(5);
  });

  it('is guarded by a database constraint, not only by the code', async () => {
    const target = await freshResponse();
    await t.app.db.insert(forumVotes).values({ responseId: target.id, userId: asker.id });
    const duplicate = await t.app.db
      .insert(forumVotes)
      .values({ responseId: target.id, userId: asker.id })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(pgErrorOf(duplicate)?.code).toBe(UNIQUE_VIOLATION);
  });

  it("refuses a vote on one's own response with the spec's message", async () => {
    const target = await freshResponse();
    const response = await toggleVote(t.app, helper, target.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: forumMessages.ownVote });
    expect(await storedVotes(target.id)).toBe(0);
  });

  it("401 with the spec's message for a visitor", async () => {
    const target = await freshResponse();
    const response = await toggleVote(t.app, null, target.id);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(forumMessages.loginToVote);
  });

  it('404 for an unknown response', async () => {
    const response = await toggleVote(t.app, asker, 999999);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(forumMessages.responseNotFound);
  });
});

describe('bodyless calls labelled as JSON', () => {
  it('vote and delete with an empty JSON body work; a broken one is a 400', async () => {
    const target = await freshResponse();
    const json = { 'content-type': 'application/json' };
    const vote = await t.app.inject({
      method: 'PUT',
      url: `/api/forum/responses/${target.id}/vote`,
      headers: { ...json, cookie: asker.cookie },
      payload: '',
    });
    expect(vote.statusCode).toBe(200);
    const broken = await t.app.inject({
      method: 'PUT',
      url: `/api/forum/responses/${target.id}/vote`,
      headers: { ...json, cookie: asker.cookie },
      payload: '{"x":',
    });
    expect(broken.statusCode).toBe(400);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/forum/responses/${target.id}`,
      headers: { ...json, cookie: helper.cookie },
      payload: '',
    });
    expect(remove.statusCode).toBe(204);
  });
});
