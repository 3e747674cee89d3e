import type { ModerationItem, ModerationLogEntry } from '@sehat/core/forum/moderation-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumModerationLog, forumReports } from '../../../../db/schema/index';
import {
  buildTestApp,
  createAdmin,
  registerUser,
  type Account,
  type TestApp,
} from '../../../../../test/helper';
import { injectAs } from '../../../../../test/inject-as';
import { askQuestion, moderate, report, respondTo } from '../../../../../test/forum';

let t: TestApp;
let author: Account;
let admin: Account;
const reporters: Account[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  author = await registerUser(t.app);
  admin = await createAdmin(t.app);
  for (let i = 0; i < 3; i += 1) reporters.push(await registerUser(t.app));
});
afterAll(() => t.close());

const queue = async (status: 'open' | 'closed', query = '') => {
  const reply = await injectAs(t.app, admin)('GET', `/api/admin/moderation?status=${status}${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ items: ModerationItem[]; total: number; nextCursor: string | null }>();
};
const itemIn = (items: ModerationItem[], kind: string, id: number) =>
  items.find((item) => item.kind === kind && item.id === id);
const visibleToOthers = async (questionId: number) =>
  (await injectAs(t.app, reporters[0]!)('GET', `/api/forum/questions/${questionId}`)).statusCode === 200;

describe('the moderation queue', () => {
  it('lists risky items first, then reported ones newest first, with counts per reason and notes', async () => {
    const older = await askQuestion(t.app, author, { title: 'Iklan obat', desc: 'Beli di sini' });
    const newer = await askQuestion(t.app, author, { title: 'Info', desc: 'Nomor HP tetangga saya 0812' });
    const risky = await askQuestion(t.app, author, { title: 'Aku lelah', desc: 'pengen mati aja rasanya' });
    const response = await respondTo(t.app, author, older.id, 'Bunuh nyamuk itu mudah');
    await report(t.app, reporters[0]!, 'question', older.id, { reason: 'spam', note: 'Jualan obat' });
    await report(t.app, reporters[1]!, 'question', older.id, { reason: 'spam' });
    await report(t.app, reporters[0]!, 'question', newer.id, { reason: 'data-pribadi' });
    await report(t.app, reporters[2]!, 'response', response.id, {
      reason: 'lainnya',
      note: 'Tidak nyambung',
    });

    const { items, total } = await queue('open');
    const order = items.map((item) => `${item.kind}:${item.id}`);
    expect(order.slice(0, 4)).toEqual([
      `question:${risky.id}`,
      `response:${response.id}`,
      `question:${newer.id}`,
      `question:${older.id}`,
    ]);
    expect(total).toBe(4);
    expect(itemIn(items, 'question', risky.id)).toMatchObject({ risk: true, reports: 0 });
    expect(itemIn(items, 'question', older.id)).toEqual({
      kind: 'question',
      id: older.id,
      questionId: older.id,
      excerpt: 'Iklan obat\nBeli di sini',
      author: { id: author.id, username: author.username, photoUrl: null },
      anonymous: false,
      reports: 2,
      reasons: { spam: 2, menyakiti: 0, 'data-pribadi': 0, lainnya: 0, bahaya: 0 },
      notes: [{ reason: 'spam', note: 'Jualan obat', createdAt: expect.any(String) }],
      risk: false,
      hidden: false,
      createdAt: older.createdAt,
    });
    expect(itemIn(items, 'response', response.id)).toMatchObject({ questionId: older.id, reports: 1 });
  });

  it('pages with an opaque cursor and rejects one it did not issue', async () => {
    const first = await queue('open', '&limit=2');
    expect(first.items).toHaveLength(2);
    const second = await queue('open', `&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0]!.id);
    const bad = await injectAs(t.app, admin)('GET', '/api/admin/moderation?cursor=rusak');
    expect(bad.statusCode).toBe(400);
  });
});

describe('decisions', () => {
  it('keep: shows a hidden item again, closes its reports and logs who did it', async () => {
    const question = await askQuestion(t.app, author, { title: 'Dilaporkan ramai-ramai' });
    for (const reporter of reporters) await report(t.app, reporter, 'question', question.id);
    expect(await visibleToOthers(question.id)).toBe(false);

    const kept = await moderate(t.app, admin, 'question', question.id, 'keep');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().item).toMatchObject({ id: question.id, hidden: false, reports: 3 });
    expect(await visibleToOthers(question.id)).toBe(true);
    expect(itemIn((await queue('open')).items, 'question', question.id)).toBeUndefined();
    expect(itemIn((await queue('closed')).items, 'question', question.id)).toBeDefined();
    const open = await t.app.db.select().from(forumReports).where(eq(forumReports.questionId, question.id));
    expect(open.every((row) => row.resolvedAt !== null)).toBe(true);
    const [entry] = await t.app.db
      .select()
      .from(forumModerationLog)
      .where(eq(forumModerationLog.targetId, question.id));
    expect(entry).toMatchObject({ action: 'keep_question', adminId: admin.id, authorId: author.id });
  });

  it('hide: hides the item from others until kept; delete removes it with 204', async () => {
    const question = await askQuestion(t.app, author);
    const response = await respondTo(t.app, author, question.id, 'Respon yang melanggar');
    const hidden = await moderate(t.app, admin, 'question', question.id, 'hide');
    expect(hidden.json().item).toMatchObject({ hidden: true });
    expect(await visibleToOthers(question.id)).toBe(false);
    const mine = await injectAs(t.app, author)('GET', `/api/forum/questions/${question.id}`);
    expect(mine.json().question).toMatchObject({ hidden: true, mine: true });

    const deleted = await moderate(t.app, admin, 'response', response.id, 'delete');
    expect(deleted.statusCode).toBe(204);
    expect((await moderate(t.app, admin, 'response', response.id, 'keep')).statusCode).toBe(404);
  });

  it('400 for an unknown action or kind', async () => {
    const question = await askQuestion(t.app, author);
    expect((await moderate(t.app, admin, 'question', question.id, 'hapus')).statusCode).toBe(400);
    const reply = await injectAs(t.app, admin)('POST', `/api/admin/moderation/komentar/${question.id}`, {
      action: 'keep',
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe('the moderation log', () => {
  it('lists every decision newest first: who, what, which item, when', async () => {
    const question = await askQuestion(t.app, author, { title: 'Untuk log' });
    const response = await respondTo(t.app, author, question.id, 'Respon untuk log');
    await moderate(t.app, admin, 'response', response.id, 'hide');
    await moderate(t.app, admin, 'question', question.id, 'delete');

    const reply = await injectAs(t.app, admin)('GET', '/api/admin/moderation/log?limit=2');
    expect(reply.statusCode).toBe(200);
    const { entries, nextCursor } = reply.json<{ entries: ModerationLogEntry[]; nextCursor: string }>();
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        action: 'delete',
        kind: 'question',
        itemId: question.id,
        questionId: question.id,
        excerpt: null,
        admin: { id: admin.id, username: admin.username },
        author: { id: author.id, username: author.username, photoUrl: null },
        createdAt: expect.stringMatching(/Z$/),
      },
      expect.objectContaining({ action: 'hide', kind: 'response', itemId: response.id, excerpt: null }),
    ]);
    expect(nextCursor).not.toBeNull();
    const next = await injectAs(t.app, admin)('GET', `/api/admin/moderation/log?cursor=${nextCursor}`);
    expect(next.json().entries[0].id).toBeLessThan(entries[1]!.id);
  });

  it('shows the current text of an item that still exists', async () => {
    const question = await askQuestion(t.app, author, { title: 'Masih ada' });
    await moderate(t.app, admin, 'question', question.id, 'keep');
    const { entries } = (await injectAs(t.app, admin)('GET', '/api/admin/moderation/log')).json<{
      entries: ModerationLogEntry[];
    }>();
    expect(entries[0]).toMatchObject({ action: 'keep', itemId: question.id, excerpt: 'Masih ada' });
  });
});

describe('a report that the person may be in danger', () => {
  it("puts an item reported as 'this person may be in danger' among the risky ones, ahead of every other report (ADR 118)", async () => {
    const plain = await askQuestion(t.app, author, {
      title: 'Sudah seminggu',
      desc: 'Saya tidak keluar kamar',
    });
    const later = await askQuestion(t.app, author, { title: 'Tanya resep', desc: 'Ada yang punya resep?' });
    await report(t.app, reporters[1]!, 'question', later.id, { reason: 'spam' });
    const before = itemIn((await queue('open')).items, 'question', plain.id);
    expect(before).toBeUndefined();

    await report(t.app, reporters[0]!, 'question', plain.id, {
      reason: 'bahaya',
      note: 'Kedengarannya putus asa',
    });
    const { items } = await queue('open');
    const danger = items.findIndex((item) => item.kind === 'question' && item.id === plain.id);
    expect(items[danger]).toMatchObject({ risk: true, reasons: { bahaya: 1 } });
    expect(danger).toBeLessThan(items.findIndex((item) => !item.risk));
    // Others still read it: a worried reader is not a moderator's decision.
    expect(await visibleToOthers(plain.id)).toBe(true);
    await moderate(t.app, admin, 'question', plain.id, 'keep');
    await moderate(t.app, admin, 'question', later.id, 'keep');
  });
});
