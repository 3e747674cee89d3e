import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  forumModerationLog,
  forumQuestions,
  forumResponses,
  forumVotes,
  users,
} from '../../../db/schema/index';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { askQuestion, respondTo, toggleVote } from '../../../../test/forum';

const t = useTestApp();
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

const countWhere = async (
  table: typeof forumResponses | typeof forumVotes,
  column: typeof forumResponses.questionId | typeof forumVotes.responseId,
  id: number,
) => (await t.app.db.select({ n: count() }).from(table).where(eq(column, id)))[0]!.n;

const remove = (url: string, account: Account) =>
  t.app.inject({ method: 'DELETE', url, headers: { cookie: account.cookie } });

describe('moderation by an admin', () => {
  it('records who removed a response and when', async () => {
    const author = await registerUser(t.app);
    const question = await askQuestion(t.app, author);
    const abusive = await respondTo(t.app, author, question.id, 'kata-kata kasar');
    const startedAt = Date.now();
    expect((await remove(`/api/forum/responses/${abusive.id}`, admin)).statusCode).toBe(204);

    const log = await t.app.db
      .select()
      .from(forumModerationLog)
      .where(eq(forumModerationLog.targetId, abusive.id));
    expect(log).toEqual([
      expect.objectContaining({
        action: 'delete_response',
        questionId: question.id,
        authorId: author.id,
        adminId: admin.id,
        adminUsername: admin.username,
      }),
    ]);
    expect(Math.abs(log[0]!.createdAt.getTime() - startedAt)).toBeLessThan(60_000);
  });

  it('records the removal of a question with everything under it', async () => {
    const author = await registerUser(t.app);
    const voter = await registerUser(t.app);
    const question = await askQuestion(t.app, author);
    const response = await respondTo(t.app, author, question.id);
    await toggleVote(t.app, voter, response.id);

    expect((await remove(`/api/forum/questions/${question.id}`, admin)).statusCode).toBe(204);
    expect(await countWhere(forumResponses, forumResponses.questionId, question.id)).toBe(0);
    expect(await countWhere(forumVotes, forumVotes.responseId, response.id)).toBe(0);
    const [entry] = await t.app.db
      .select()
      .from(forumModerationLog)
      .where(eq(forumModerationLog.targetId, question.id));
    expect(entry).toMatchObject({ action: 'delete_question', authorId: author.id, adminId: admin.id });
  });

  it('records nothing when authors delete their own content, admins included', async () => {
    const before = (await t.app.db.select({ n: count() }).from(forumModerationLog))[0]!.n;
    const author = await registerUser(t.app);
    const question = await askQuestion(t.app, author);
    const response = await respondTo(t.app, author, question.id);
    await remove(`/api/forum/responses/${response.id}`, author);
    await remove(`/api/forum/questions/${question.id}`, author);
    const own = await askQuestion(t.app, admin);
    await remove(`/api/forum/questions/${own.id}`, admin);
    expect((await t.app.db.select({ n: count() }).from(forumModerationLog))[0]!.n).toBe(before);
  });
});

describe('deleting', () => {
  it('a question removes its responses and their votes (author delete too)', async () => {
    const author = await registerUser(t.app);
    const helper = await registerUser(t.app);
    const question = await askQuestion(t.app, author);
    const response = await respondTo(t.app, helper, question.id);
    await toggleVote(t.app, author, response.id);
    expect((await remove(`/api/forum/questions/${question.id}`, author)).statusCode).toBe(204);
    expect(await countWhere(forumResponses, forumResponses.questionId, question.id)).toBe(0);
    expect(await countWhere(forumVotes, forumVotes.responseId, response.id)).toBe(0);
  });

  it('a user removes their questions, responses and votes; the moderation record keeps its admin', async () => {
    const leaving = await registerUser(t.app);
    const staying = await registerUser(t.app);
    const theirQuestion = await askQuestion(t.app, leaving);
    const elsewhere = await askQuestion(t.app, staying);
    const theirResponse = await respondTo(t.app, leaving, elsewhere.id);
    const stayingResponse = await respondTo(t.app, staying, elsewhere.id);
    await toggleVote(t.app, leaving, stayingResponse.id);
    const moderated = await respondTo(t.app, leaving, elsewhere.id);
    await remove(`/api/forum/responses/${moderated.id}`, admin);

    await t.app.db.delete(users).where(eq(users.id, leaving.id));

    expect(
      await t.app.db.select().from(forumQuestions).where(eq(forumQuestions.id, theirQuestion.id)),
    ).toEqual([]);
    expect(
      await t.app.db.select().from(forumResponses).where(eq(forumResponses.id, theirResponse.id)),
    ).toEqual([]);
    expect(await countWhere(forumVotes, forumVotes.responseId, stayingResponse.id)).toBe(0);
    expect(
      (await t.app.inject({ url: `/api/forum/questions/${elsewhere.id}` })).json().question.responseCount,
    ).toBe(1);
    const [entry] = await t.app.db
      .select()
      .from(forumModerationLog)
      .where(eq(forumModerationLog.targetId, moderated.id));
    expect(entry).toMatchObject({ authorId: null, adminId: admin.id });
  });
});
