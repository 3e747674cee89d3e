import { commonMessages } from '@sehat/core/messages';
import { forumMessages } from '@sehat/core/forum/messages';
import { forumLimits } from '@sehat/core/forum/limits';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { forumQuestions } from '../../../db/schema/index';
import { type Account, registerUser, useTestApp } from '../../../../test/helper';
import { askQuestion, respondTo } from '../../../../test/forum';

const t = useTestApp();
let author: Account;
beforeAll(async () => {
  author = await registerUser(t.app, { fullName: 'Budi Santoso' });
});

const questionCount = async () => (await t.app.db.select({ n: count() }).from(forumQuestions))[0]!.n;

const post = (payload: unknown, cookie = author.cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/forum/questions',
    headers: { cookie },
    payload: payload as object,
  });

describe('POST /api/forum/questions', () => {
  it('creates a question as the session user and returns the contract shape', async () => {
    const response = await post({ title: 'Cemas berlebihan', desc: 'Saya sering cemas.', tag: 'neurosis' });
    expect(response.statusCode).toBe(201);
    const { question } = response.json();
    expect(question).toEqual({
      id: expect.any(Number),
      user: { id: author.id, username: author.username, photoUrl: null },
      anonymous: false,
      mine: true,
      hidden: false,
      title: 'Cemas berlebihan',
      desc: 'Saya sering cemas.',
      tag: 'neurosis',
      responseCount: 0,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: question.createdAt,
    });
  });

  it('ignores a user id sent by the client', async () => {
    const other = await registerUser(t.app);
    const response = await post({ title: 'Judul', desc: 'Isi', user_id: other.id, userId: other.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().question.user.id).toBe(author.id);
  });

  it('stores a script tag and line breaks as plain text, exactly', async () => {
    const title = '<script>alert("x")</script> & <b>tebal</b>';
    const desc = 'baris satu\r\nbaris dua\n\n<img src=x onerror=alert(1)>';
    const created = await askQuestion(t.app, author, { title, desc });
    expect(created.title).toBe(title);
    expect(created.desc).toBe('baris satu\nbaris dua\n\n<img src=x onerror=alert(1)>');
    const fetched = await t.app.inject({ url: `/api/forum/questions/${created.id}` });
    expect(fetched.json().question.title).toBe(title);
    expect(fetched.headers['content-type']).toContain('application/json');
  });

  it('accepts no tag and the maximum lengths', async () => {
    const created = await askQuestion(t.app, author, {
      title: 'x'.repeat(forumLimits.titleMax),
      desc: 'y'.repeat(forumLimits.descMax),
      tag: null,
    });
    expect(created.tag).toBeNull();
    expect(created.title).toHaveLength(forumLimits.titleMax);
  });

  it.each([
    ['missing title', { desc: 'isi' }, 'title', forumMessages.titleRequired],
    ['empty title', { title: '', desc: 'isi' }, 'title', forumMessages.titleRequired],
    ['whitespace title', { title: ' \n\t ', desc: 'isi' }, 'title', forumMessages.titleRequired],
    ['missing description', { title: 'judul' }, 'desc', forumMessages.descRequired],
    ['whitespace description', { title: 'judul', desc: '\r\n  ' }, 'desc', forumMessages.descRequired],
    [
      'over-long title',
      { title: 'x'.repeat(forumLimits.titleMax + 1), desc: 'isi' },
      'title',
      forumMessages.titleTooLong,
    ],
    [
      'over-long description',
      { title: 'judul', desc: 'x'.repeat(forumLimits.descMax + 1) },
      'desc',
      forumMessages.descTooLong,
    ],
    ['unknown tag', { title: 'judul', desc: 'isi', tag: 'depresi' }, 'tag', commonMessages.invalidInput],
    ['numeric title', { title: 42, desc: 'isi' }, 'title', commonMessages.invalidInput],
  ])('400 for %s, nothing stored', async (_label, payload, field, message) => {
    const before = await questionCount();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_INPUT',
      message,
      fields: { [field]: message },
    });
    expect(await questionCount()).toBe(before);
  });

  it('drops NUL and control characters instead of failing', async () => {
    const created = await askQuestion(t.app, author, { title: 'a\u0000b\u0007c', desc: 'isi' });
    expect(created.title).toBe('abc');
  });

  it('400 for a body that is not JSON or not an object', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/forum/questions',
      headers: { cookie: author.cookie, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(broken.statusCode).toBe(400);
    expect((await post([1, 2])).statusCode).toBe(400);
  });

  it("401 with the spec's message for a visitor, nothing stored", async () => {
    const before = await questionCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forum/questions',
      payload: { title: 'judul', desc: 'isi' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(forumMessages.loginToAsk);
    expect(await questionCount()).toBe(before);
  });
});

describe('GET /api/forum/questions/:id', () => {
  it('returns the question with its response count', async () => {
    const question = await askQuestion(t.app, author);
    const helper = await registerUser(t.app);
    await respondTo(t.app, helper, question.id);
    await respondTo(t.app, helper, question.id);
    const response = await t.app.inject({ url: `/api/forum/questions/${question.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().question).toMatchObject({ id: question.id, responseCount: 2 });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("404 with the spec's message for an unknown id", async () => {
    for (const id of [999999, 2147483647]) {
      const response = await t.app.inject({ url: `/api/forum/questions/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: forumMessages.questionNotFound });
    }
  });

  it('400 for an id that is not a positive database integer', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '2147483648', '99999999999999999999']) {
      const response = await t.app.inject({ url: `/api/forum/questions/${id}` });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error.code).toBe('INVALID_INPUT');
    }
  });
});

describe('PATCH /api/forum/questions/:id', () => {
  it('lets the author change title, description and tag; updatedAt moves', async () => {
    const question = await askQuestion(t.app, author, { tag: 'ptsd' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/forum/questions/${question.id}`,
      headers: { cookie: author.cookie },
      payload: { title: 'Judul baru', desc: 'Keterangan baru', tag: 'psikotik' },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().question;
    expect(updated).toMatchObject({ title: 'Judul baru', desc: 'Keterangan baru', tag: 'psikotik' });
    expect(updated.createdAt).toBe(question.createdAt);
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(question.createdAt).getTime());
  });

  it('keeps the tag when none is sent and removes it on null', async () => {
    const question = await askQuestion(t.app, author, { tag: 'ptsd' });
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/forum/questions/${question.id}`,
        headers: { cookie: author.cookie },
        payload,
      });
    expect((await patch({ title: 'a', desc: 'b' })).json().question.tag).toBe('ptsd');
    expect((await patch({ title: 'a', desc: 'b', tag: null })).json().question.tag).toBeNull();
  });

  it('400 for blank text, and the question stays as it was', async () => {
    const question = await askQuestion(t.app, author, { title: 'Asli' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/forum/questions/${question.id}`,
      headers: { cookie: author.cookie },
      payload: { title: '   ', desc: 'b' },
    });
    expect(response.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(forumQuestions).where(eq(forumQuestions.id, question.id));
    expect(row!.title).toBe('Asli');
  });

  it('404 for an unknown question', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/forum/questions/999999',
      headers: { cookie: author.cookie },
      payload: { title: 'a', desc: 'b' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(forumMessages.questionNotFound);
  });
});

describe('DELETE /api/forum/questions/:id', () => {
  it('lets the author delete; then it is gone', async () => {
    const question = await askQuestion(t.app, author);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/forum/questions/${question.id}`,
      headers: { cookie: author.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/forum/questions/${question.id}` })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/forum/questions/${question.id}`,
      headers: { cookie: author.cookie },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents every forum route with its query and body', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const route of [
      '/api/forum/questions',
      '/api/forum/questions/{id}',
      '/api/forum/questions/{id}/responses',
      '/api/forum/responses/{id}',
      '/api/forum/responses/{id}/vote',
    ]) {
      expect(Object.keys(doc.paths)).toContain(route);
    }
    const listParams = doc.paths['/api/forum/questions'].get.parameters.map((p: { name: string }) => p.name);
    expect(listParams).toEqual(expect.arrayContaining(['sort', 'tag', 'q', 'mine', 'limit', 'cursor']));
    const ask = doc.paths['/api/forum/questions'].post.requestBody.content['application/json'].schema;
    expect(ask.required).toEqual(expect.arrayContaining(['title', 'desc']));
  });
});
