import type { ForumQuestion } from '@sehat/core/forum/contract';
import { reportsPerHour } from '@sehat/core/forum/reports';
import { forumMessages } from '@sehat/core/forum/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumReports } from '../../../db/schema/index';
import { buildTestApp, createAdmin, registerUser, type Account, type TestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { askQuestion, report, respondTo, toggleVote } from '../../../../test/forum';

let t: TestApp;
let author: Account;
let admin: Account;
const reporters: Account[] = [];
beforeAll(async () => {
  t = await buildTestApp({ forumHideAfterReports: 3 });
  author = await registerUser(t.app);
  admin = await createAdmin(t.app);
  for (let i = 0; i < 3; i += 1) reporters.push(await registerUser(t.app));
});
afterAll(() => t.close());

const listedIds = async (account: Account | null) =>
  (await injectAs(t.app, account)('GET', '/api/forum/questions?limit=100'))
    .json<{ questions: ForumQuestion[] }>()
    .questions.map((q) => q.id);

describe('reporting', () => {
  it('counts a reporter once: 201 the first time, 200 with the first report after', async () => {
    const question = await askQuestion(t.app, author);
    const first = await report(t.app, reporters[0]!, 'question', question.id, {
      reason: 'menyakiti',
      note: '  Kata-kata kasar  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      report: { reason: 'menyakiti', note: 'Kata-kata kasar', createdAt: expect.stringMatching(/Z$/) },
      alreadyReported: false,
    });
    const again = await report(t.app, reporters[0]!, 'question', question.id, { reason: 'spam' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ report: { reason: 'menyakiti' }, alreadyReported: true });
    const rows = await t.app.db.select().from(forumReports).where(eq(forumReports.questionId, question.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a report of one’s own item and a visitor’s report, storing nothing', async () => {
    const question = await askQuestion(t.app, author);
    const own = await report(t.app, author, 'question', question.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(forumMessages.ownReport);
    const visitor = await report(t.app, null, 'question', question.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe(forumMessages.loginToReport);
    expect(
      await t.app.db.select().from(forumReports).where(eq(forumReports.questionId, question.id)),
    ).toEqual([]);
  });

  it.each([
    ['no reason', {}, forumMessages.reportReasonRequired],
    ['an unknown reason', { reason: 'bosan' }, forumMessages.reportReasonRequired],
    ['an over-long note', { reason: 'lainnya', note: 'x'.repeat(501) }, forumMessages.reportNoteTooLong],
  ])('400 for %s', async (_label, body, message) => {
    const question = await askQuestion(t.app, author);
    const reply = await report(t.app, reporters[0]!, 'question', question.id, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.message).toBe(message);
  });

  it('404 for an item that does not exist', async () => {
    expect((await report(t.app, reporters[0]!, 'question', 999_999)).statusCode).toBe(404);
    expect((await report(t.app, reporters[0]!, 'response', 999_999)).statusCode).toBe(404);
  });
});

describe('hiding after FORUM_HIDE_AFTER_REPORTS distinct reporters', () => {
  it('hides a question from everyone but its author and admins', async () => {
    const question = await askQuestion(t.app, author);
    const other = reporters[2]!;
    for (const reporter of reporters.slice(0, 2)) await report(t.app, reporter, 'question', question.id);
    expect(await listedIds(null)).toContain(question.id);
    // The same reporter twice does not count twice.
    await report(t.app, reporters[1]!, 'question', question.id);
    expect(await listedIds(null)).toContain(question.id);

    await report(t.app, other, 'question', question.id, { reason: 'data-pribadi' });
    for (const viewer of [null, other]) {
      expect(await listedIds(viewer)).not.toContain(question.id);
      const detail = await injectAs(t.app, viewer)('GET', `/api/forum/questions/${question.id}`);
      expect(detail.statusCode).toBe(404);
      const responses = await injectAs(t.app, viewer)('GET', `/api/forum/questions/${question.id}/responses`);
      expect(responses.statusCode).toBe(404);
    }
    const respond = await injectAs(t.app, other)('POST', `/api/forum/questions/${question.id}/responses`, {
      text: 'Tanggapan',
    });
    expect(respond.statusCode).toBe(404);

    // Counts follow what each viewer sees: the author's hidden question counts for them alone.
    const total = async (account: Account | null) =>
      (await injectAs(t.app, account)('GET', '/api/forum/questions?limit=1')).json<{ total: number }>().total;
    expect(await total(author)).toBe((await total(null)) + 1);
    expect(await total(admin)).toBe(await total(author));
    for (const viewer of [author, admin]) {
      expect(await listedIds(viewer)).toContain(question.id);
      const detail = await injectAs(t.app, viewer)('GET', `/api/forum/questions/${question.id}`);
      expect(detail.json().question.hidden).toBe(true);
    }
  });

  it('hides a response, leaves it out of the count, and refuses votes on it', async () => {
    const question = await askQuestion(t.app, reporters[0]!);
    const response = await respondTo(t.app, author, question.id, 'Promosi produk');
    for (const reporter of reporters) await report(t.app, reporter, 'response', response.id);

    const other = reporters[1]!;
    const list = await injectAs(t.app, other)('GET', `/api/forum/questions/${question.id}/responses`);
    expect(list.json().responses).toEqual([]);
    expect(list.json().total).toBe(0);
    const detail = await injectAs(t.app, other)('GET', `/api/forum/questions/${question.id}`);
    expect(detail.json().question.responseCount).toBe(0);
    expect((await toggleVote(t.app, other, response.id)).statusCode).toBe(404);

    const own = await injectAs(t.app, author)('GET', `/api/forum/questions/${question.id}/responses`);
    expect(own.json().responses).toEqual([expect.objectContaining({ id: response.id, hidden: true })]);
  });
});

describe('report limit', () => {
  it(`allows ${reportsPerHour} reports an hour per user, then 429`, async () => {
    const eager = await registerUser(t.app);
    const questions = [];
    for (let i = 0; i <= reportsPerHour; i += 1) questions.push(await askQuestion(t.app, author));
    for (const question of questions.slice(0, reportsPerHour)) {
      expect((await report(t.app, eager, 'question', question.id)).statusCode).toBe(201);
    }
    const refused = await report(t.app, eager, 'question', questions.at(-1)!.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/Terlalu banyak laporan/);
  });
});
