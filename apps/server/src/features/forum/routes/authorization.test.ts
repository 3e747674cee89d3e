import type { ForumQuestion, ForumResponse } from '@sehat/core/forum/contract';
import { commonMessages } from '@sehat/core/messages';
import { forumMessages } from '@sehat/core/forum/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { forumQuestions, forumResponses, forumVotes } from '../../../db/schema/index';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { askQuestion, respondTo } from '../../../../test/forum';

/**
 * The authorization matrix of the issue: a visitor, the owner, another user and an admin each
 * try every action on the owner's question and response. Only the allowed ones succeed; the
 * refused ones leave the rows exactly as they were.
 */
type Role = 'visitor' | 'owner' | 'other' | 'admin';
type Action = 'editQuestion' | 'deleteQuestion' | 'respond' | 'editResponse' | 'deleteResponse' | 'vote';

const expected: Record<Action, Record<Role, number>> = {
  editQuestion: { visitor: 401, owner: 200, other: 403, admin: 403 },
  deleteQuestion: { visitor: 401, owner: 204, other: 403, admin: 204 },
  respond: { visitor: 401, owner: 201, other: 201, admin: 201 },
  editResponse: { visitor: 401, owner: 200, other: 403, admin: 403 },
  deleteResponse: { visitor: 401, owner: 204, other: 403, admin: 204 },
  vote: { visitor: 401, owner: 403, other: 200, admin: 200 },
};

const refusalMessages: Partial<Record<Action, Record<number, string>>> = {
  editQuestion: { 401: commonMessages.notLoggedIn, 403: forumMessages.notQuestionOwner },
  deleteQuestion: { 403: forumMessages.cannotDeleteQuestion },
  respond: { 401: forumMessages.loginToRespond },
  editResponse: { 403: forumMessages.notResponseOwner },
  deleteResponse: { 403: forumMessages.cannotDeleteResponse },
  vote: { 401: forumMessages.loginToVote, 403: forumMessages.ownVote },
};

const t = useTestApp();
const accounts = {} as Record<Exclude<Role, 'visitor'>, Account>;
beforeAll(async () => {
  accounts.owner = await registerUser(t.app);
  accounts.other = await registerUser(t.app);
  accounts.admin = await createAdmin(t.app);
});

function send(action: Action, role: Role, question: ForumQuestion, response: ForumResponse) {
  const headers = role === 'visitor' ? {} : { cookie: accounts[role].cookie };
  const q = `/api/forum/questions/${question.id}`;
  const r = `/api/forum/responses/${response.id}`;
  switch (action) {
    case 'editQuestion':
      return t.app.inject({ method: 'PATCH', url: q, headers, payload: { title: 'Diubah', desc: 'Diubah' } });
    case 'deleteQuestion':
      return t.app.inject({ method: 'DELETE', url: q, headers });
    case 'respond':
      return t.app.inject({ method: 'POST', url: `${q}/responses`, headers, payload: { text: 'Tanggapan' } });
    case 'editResponse':
      return t.app.inject({ method: 'PATCH', url: r, headers, payload: { text: 'Diubah' } });
    case 'deleteResponse':
      return t.app.inject({ method: 'DELETE', url: r, headers });
    case 'vote':
      return t.app.inject({ method: 'PUT', url: `${r}/vote`, headers });
  }
}

/** Everything the owner's question and response consist of, to compare before and after. */
async function snapshot(question: ForumQuestion, response: ForumResponse) {
  return {
    question: await t.app.db.select().from(forumQuestions).where(eq(forumQuestions.id, question.id)),
    responses: await t.app.db.select().from(forumResponses).where(eq(forumResponses.questionId, question.id)),
    votes: await t.app.db.select().from(forumVotes).where(eq(forumVotes.responseId, response.id)),
  };
}

const cases = (Object.keys(expected) as Action[]).flatMap((action) =>
  (Object.keys(expected[action]) as Role[]).map((role) => [action, role, expected[action][role]] as const),
);

describe('forum authorization matrix', () => {
  it.each(cases)('%s by %s → %i', async (action, role, status) => {
    // The owner wrote both the question and the response; each case starts from fresh rows.
    const question = await askQuestion(t.app, accounts.owner);
    const response = await respondTo(t.app, accounts.owner, question.id);
    const before = await snapshot(question, response);

    const reply = await send(action, role, question, response);
    expect(reply.statusCode, reply.body).toBe(status);

    if (status >= 400) {
      expect(await snapshot(question, response)).toEqual(before);
      const message = refusalMessages[action]?.[status];
      if (message) expect(reply.json().error.message).toBe(message);
    }
  });

  it('lets an admin ask, respond and vote like any user', async () => {
    const question = await askQuestion(t.app, accounts.admin);
    expect(question.user?.id).toBe(accounts.admin.id);
    const response = await respondTo(t.app, accounts.other, question.id);
    const vote = await t.app.inject({
      method: 'PUT',
      url: `/api/forum/responses/${response.id}/vote`,
      headers: { cookie: accounts.admin.cookie },
    });
    expect(vote.json()).toEqual({ action: 'added', vote: 1 });
  });
});
