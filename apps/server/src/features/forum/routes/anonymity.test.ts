import type { ForumQuestion, ForumResponse } from '@sehat/core/forum/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { buildTestApp, createAdmin, registerUser, type Account, type TestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { askQuestion, respondTo } from '../../../../test/forum';

let t: TestApp;
let author: Account;
let other: Account;
let admin: Account;
let question: ForumQuestion;
let response: ForumResponse;
const photo = 'avatars/rahasia-foto.webp';
const token = 'kabutrahasia';
const fullName = 'Nama Asli Penulis';

beforeAll(async () => {
  t = await buildTestApp();
  author = await registerUser(t.app, { username: 'penulisrahasia', fullName });
  await t.app.db.update(users).set({ photoPath: photo }).where(eq(users.id, author.id));
  other = await registerUser(t.app);
  admin = await createAdmin(t.app);
  question = await askQuestion(t.app, author, {
    title: `Pertanyaan ${token}`,
    desc: 'Saya malu bertanya dengan nama sendiri.',
    anonymous: true,
  });
  const answered = await askQuestion(t.app, other, { title: `Pertanyaan terbuka ${token}` });
  response = await respondTo(t.app, author, answered.id, 'Tanggapan tanpa nama', true);
  await respondTo(t.app, author, question.id, 'Tambahan dari penanya', true);
});
afterAll(() => t.close());

/** No trace of the author anywhere in a body: no id, username, name or photo. */
function expectNoTrace(reply: LightMyRequestResponse) {
  const body = reply.body;
  for (const secret of [author.username, fullName, photo]) expect(body).not.toContain(secret);
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.anonymous === true) expect(record.user).toBeNull();
    for (const key of ['userId', 'authorId', 'author', 'senderId']) {
      expect(JSON.stringify(record[key] ?? null)).not.toBe(String(author.id));
    }
    Object.values(record).forEach(walk);
  };
  if (body) walk(JSON.parse(body));
}

/** Every forum endpoint a reader can call about the anonymous question and response. */
function calls(account: Account | null) {
  const call = injectAs(t.app, account);
  const q = `/api/forum/questions/${question.id}`;
  const r = `/api/forum/responses/${response.id}`;
  return {
    list: () => call('GET', '/api/forum/questions'),
    oldestFirst: () => call('GET', '/api/forum/questions?sort=terlama&limit=100'),
    search: () => call('GET', `/api/forum/questions?q=${token}`),
    detail: () => call('GET', q),
    responses: () => call('GET', `${q}/responses`),
    answeredResponses: () => call('GET', `/api/forum/questions/${response.questionId}/responses`),
    respond: () => call('POST', `${q}/responses`, { text: 'Semangat ya' }),
    vote: () => call('PUT', `${r}/vote`),
    unvote: () => call('PUT', `${r}/vote`),
    reportQuestion: () => call('POST', `${q}/reports`, { reason: 'lainnya' }),
    reportResponse: () => call('POST', `${r}/reports`, { reason: 'lainnya' }),
    edit: () => call('PATCH', q, { title: 'Diubah', desc: 'Diubah' }),
    editResponse: () => call('PATCH', r, { text: 'Diubah' }),
    remove: () => call('DELETE', r),
    moderation: () => call('GET', '/api/admin/moderation'),
    moderationClosed: () => call('GET', '/api/admin/moderation?status=closed'),
    moderationLog: () => call('GET', '/api/admin/moderation/log'),
    decide: () => call('POST', `/api/admin/moderation/question/${question.id}`, { action: 'keep' }),
  };
}

describe('an anonymous question and response', () => {
  it.each([
    ['another user', () => other],
    ['a visitor', () => null],
  ])('leave no trace of their author in any answer to %s', async (_label, who) => {
    for (const [name, send] of Object.entries(calls(who()))) {
      const reply = await send();
      expect(reply.statusCode, `${name}: ${reply.body}`).toBeLessThan(500);
      expectNoTrace(reply);
    }
  });

  it('show as Anonim (user: null) to others, but as theirs to the author', async () => {
    const seenByOther = (await injectAs(t.app, other)('GET', `/api/forum/questions/${question.id}`)).json()
      .question;
    expect(seenByOther).toMatchObject({ anonymous: true, user: null, mine: false });
    const seenByAuthor = (await injectAs(t.app, author)('GET', `/api/forum/questions/${question.id}`)).json()
      .question;
    expect(seenByAuthor).toMatchObject({
      anonymous: true,
      mine: true,
      user: { id: author.id, username: author.username, photoUrl: `/uploads/${photo}` },
    });
    const mine = (await injectAs(t.app, author)('GET', '/api/forum/questions?mine=1')).json().questions;
    expect(mine.map((q: ForumQuestion) => q.id)).toContain(question.id);
  });

  it('name the real author to admins, in the forum and in the moderation queue', async () => {
    const seenByAdmin = (await injectAs(t.app, admin)('GET', `/api/forum/questions/${question.id}`)).json()
      .question;
    expect(seenByAdmin).toMatchObject({ anonymous: true, mine: false, user: { id: author.id } });
    await injectAs(t.app, other)('POST', `/api/forum/questions/${question.id}/reports`, { reason: 'spam' });
    const queue = (await injectAs(t.app, admin)('GET', '/api/admin/moderation')).json().items;
    const item = queue.find((entry: { id: number; kind: string }) => entry.id === question.id);
    expect(item).toMatchObject({ anonymous: true, author: { id: author.id, username: author.username } });
  });

  it('let the author still edit and delete them', async () => {
    const call = injectAs(t.app, author);
    const own = await respondTo(t.app, author, question.id, 'Akan diubah', true);
    const edited = await call('PATCH', `/api/forum/responses/${own.id}`, { text: 'Sudah diubah' });
    expect(edited.json().response).toMatchObject({ anonymous: true, mine: true, text: 'Sudah diubah' });
    expect((await call('DELETE', `/api/forum/responses/${own.id}`)).statusCode).toBe(204);
  });
});

describe('authors of named items', () => {
  it('show username and photo to others, never the full name', async () => {
    const named = await askQuestion(t.app, author, { title: 'Dengan nama' });
    const reply = await injectAs(t.app, null)('GET', `/api/forum/questions/${named.id}`);
    expect(reply.json().question.user).toEqual({
      id: author.id,
      username: author.username,
      photoUrl: `/uploads/${photo}`,
    });
    expect(reply.body).not.toContain(fullName);
  });
});
