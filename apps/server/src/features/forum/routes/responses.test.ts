import { forumLimits } from '@sehat/core/forum/limits';
import type { ForumQuestion, ForumResponse } from '@sehat/core/forum/contract';
import { forumMessages } from '@sehat/core/forum/messages';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { forumResponses } from '../../../db/schema/index';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { askQuestion, moderate, respondTo, toggleVote } from '../../../../test/forum';

const t = useTestApp();
let asker: Account;
let helper: Account;
let question: ForumQuestion;
beforeAll(async () => {
  asker = await registerUser(t.app);
  helper = await registerUser(t.app, { fullName: 'Citra Dewi' });
  question = await askQuestion(t.app, asker);
});

const responseCount = async () => (await t.app.db.select({ n: count() }).from(forumResponses))[0]!.n;

type Page = { responses: ForumResponse[]; total: number; nextCursor: string | null };
async function listResponses(questionId: number, query = '', cookie?: string): Promise<Page> {
  const response = await t.app.inject({
    url: `/api/forum/questions/${questionId}/responses${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

describe('POST /api/forum/questions/:id/responses', () => {
  it('creates a response as the session user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/forum/questions/${question.id}/responses`,
      headers: { cookie: helper.cookie },
      payload: { text: '  Semangat!\r\nKamu tidak sendiri. <b>ya</b>  ', user_id: asker.id },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().response).toEqual({
      id: expect.any(Number),
      questionId: question.id,
      user: { id: helper.id, username: helper.username, photoUrl: null },
      anonymous: false,
      mine: true,
      hidden: false,
      text: 'Semangat!\nKamu tidak sendiri. <b>ya</b>',
      vote: 0,
      userVoted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it.each([
    ['missing text', {}, forumMessages.responseRequired],
    ['empty text', { text: '' }, forumMessages.responseRequired],
    ['whitespace text', { text: ' \n\t ' }, forumMessages.responseRequired],
    ['over-long text', { text: 'x'.repeat(forumLimits.responseMax + 1) }, forumMessages.responseTooLong],
  ])('400 for %s, nothing stored', async (_label, payload, message) => {
    const before = await responseCount();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/forum/questions/${question.id}/responses`,
      headers: { cookie: helper.cookie },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ message, fields: { text: message } });
    expect(await responseCount()).toBe(before);
  });

  it("404 with the spec's message for an unknown question", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forum/questions/999999/responses',
      headers: { cookie: helper.cookie },
      payload: { text: 'halo' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(forumMessages.questionNotFound);
  });

  it("401 with the spec's message for a visitor", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/forum/questions/${question.id}/responses`,
      payload: { text: 'halo' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(forumMessages.loginToRespond);
  });
});

describe('GET /api/forum/questions/:id/responses', () => {
  it('lists oldest first in pages, with votes as the viewer sees them', async () => {
    const own = await askQuestion(t.app, asker);
    const texts = ['satu', 'dua', 'tiga', 'empat', 'lima'];
    const made: ForumResponse[] = [];
    for (const text of texts) made.push(await respondTo(t.app, helper, own.id, text));
    await toggleVote(t.app, asker, made[1]!.id);

    const first = await listResponses(own.id, '?limit=2', asker.cookie);
    expect(first.responses.map((r) => r.text)).toEqual(['satu', 'dua']);
    expect(first.total).toBe(5);
    expect(first.responses[1]).toMatchObject({ vote: 1, userVoted: true });
    const rest = await listResponses(own.id, `?limit=2&cursor=${first.nextCursor}`, asker.cookie);
    expect(rest.responses.map((r) => r.text)).toEqual(['tiga', 'empat']);
    const last = await listResponses(own.id, `?limit=2&cursor=${rest.nextCursor}`);
    expect(last.responses.map((r) => r.text)).toEqual(['lima']);
    expect(last.nextCursor).toBeNull();

    const asVisitor = await listResponses(own.id);
    expect(asVisitor.responses[1]).toMatchObject({ vote: 1, userVoted: false });
  });

  it('is empty for a question without responses, 404 for an unknown one', async () => {
    const fresh = await askQuestion(t.app, asker);
    expect(await listResponses(fresh.id)).toEqual({ responses: [], total: 0, nextCursor: null });
    const missing = await t.app.inject({ url: '/api/forum/questions/999999/responses' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(forumMessages.questionNotFound);
  });
});

describe('PATCH and DELETE /api/forum/responses/:id', () => {
  it('lets the author edit the text; updatedAt moves, the vote stays', async () => {
    const made = await respondTo(t.app, helper, question.id, 'lama');
    await toggleVote(t.app, asker, made.id);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/forum/responses/${made.id}`,
      headers: { cookie: helper.cookie },
      payload: { text: 'baru\ndua baris' },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().response;
    expect(updated).toMatchObject({ id: made.id, text: 'baru\ndua baris', vote: 1, userVoted: false });
    expect(updated.updatedAt).not.toBe(updated.createdAt);
  });

  it('400 for blank text and the response stays', async () => {
    const made = await respondTo(t.app, helper, question.id, 'tetap');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/forum/responses/${made.id}`,
      headers: { cookie: helper.cookie },
      payload: { text: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(forumMessages.responseRequired);
    const [row] = await t.app.db.select().from(forumResponses).where(eq(forumResponses.id, made.id));
    expect(row!.text).toBe('tetap');
  });

  it('lets the author delete; 404 afterwards and for unknown ids', async () => {
    const made = await respondTo(t.app, helper, question.id);
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/forum/responses/${made.id}`,
        headers: { cookie: helper.cookie },
      });
    expect((await remove()).statusCode).toBe(204);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(forumMessages.responseNotFound);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/forum/responses/999999',
      headers: { cookie: helper.cookie },
      payload: { text: 'x' },
    });
    expect(patch.statusCode).toBe(404);
  });

  it('updates the question’s response count', async () => {
    const fresh = await askQuestion(t.app, asker);
    const made = await respondTo(t.app, helper, fresh.id);
    const countOf = async () =>
      (await t.app.inject({ url: `/api/forum/questions/${fresh.id}` })).json().question.responseCount;
    expect(await countOf()).toBe(1);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/forum/responses/${made.id}`,
      headers: { cookie: helper.cookie },
    });
    expect(await countOf()).toBe(0);
  });
});

describe("GET a question's responses: the total each viewer sees, and hidden questions", () => {
  let admin: Account;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });

  it('counts a hidden response for its author and admins only, in both sorts', async () => {
    const own = await askQuestion(t.app, asker);
    await respondTo(t.app, helper, own.id, 'Terlihat oleh semua.');
    const hidden = await respondTo(t.app, helper, own.id, 'Akan disembunyikan.');
    expect((await moderate(t.app, admin, 'response', hidden.id, 'hide')).statusCode).toBe(200);

    for (const sort of ['', '?sort=membantu']) {
      expect((await listResponses(own.id, sort)).total).toBe(1);
      expect((await listResponses(own.id, sort, asker.cookie)).total).toBe(1);
      expect((await listResponses(own.id, sort, helper.cookie)).total).toBe(2);
      expect((await listResponses(own.id, sort, admin.cookie)).total).toBe(2);
    }
  });

  it("answers 404 for a hidden question's responses to everyone but its author and admins", async () => {
    const hidden = await askQuestion(t.app, asker);
    await respondTo(t.app, helper, hidden.id, 'Respon pada pertanyaan yang disembunyikan.');
    expect((await moderate(t.app, admin, 'question', hidden.id, 'hide')).statusCode).toBe(200);

    for (const cookie of [undefined, helper.cookie]) {
      const response = await t.app.inject({
        url: `/api/forum/questions/${hidden.id}/responses?sort=membantu`,
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { message: forumMessages.questionNotFound } });
    }
    expect((await listResponses(hidden.id, '', asker.cookie)).total).toBe(1);
    expect((await listResponses(hidden.id, '', admin.cookie)).total).toBe(1);
  });
});
