import { forumMessages } from '@sehat/core/forum/messages';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerUser, useTestApp } from '../../../../test/helper';
import { askQuestion, respondTo } from '../../../../test/forum';

const t = useTestApp();
let ani: Account;
let budi: Account;
/** In creation order: oldest first. */
const created: ForumQuestion[] = [];
const tags = ['psikotik', 'neurosis', 'ptsd', null, 'neurosis'] as const;

beforeAll(async () => {
  ani = await registerUser(t.app);
  budi = await registerUser(t.app);
  for (let i = 0; i < 25; i++) {
    const account = i % 2 === 0 ? ani : budi;
    created.push(
      await askQuestion(t.app, account, { title: `Pertanyaan nomor ${i}`, tag: tags[i % tags.length] }),
    );
  }
  await respondTo(t.app, budi, created[0]!.id);
});

type Page = { questions: ForumQuestion[]; total: number; nextCursor: string | null };

async function list(query: string, cookie?: string): Promise<Page> {
  const response = await t.app.inject({
    url: `/api/forum/questions${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

async function walk(
  query: string,
  cookie?: string,
): Promise<{ ids: number[]; pages: number; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = query ? '&' : '?';
    const page = await list(`${query}${cursor ? `${separator}cursor=${cursor}` : ''}`, cookie);
    ids.push(...page.questions.map((q) => q.id));
    totals.push(page.total);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { ids, pages, totals };
}

const newestFirst = () => [...created].reverse().map((q) => q.id);

describe('GET /api/forum/questions', () => {
  it('serves 20 newest first by default, with the total and a cursor', async () => {
    const page = await list('');
    expect(page.questions).toHaveLength(20);
    expect(page.total).toBe(25);
    expect(page.questions.map((q) => q.id)).toEqual(newestFirst().slice(0, 20));
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('walks every page exactly once, in both orders', async () => {
    const newest = await walk('?limit=7');
    expect(newest.ids).toEqual(newestFirst());
    expect(newest.pages).toBe(4);
    expect(new Set(newest.totals)).toEqual(new Set([25]));
    const oldest = await walk('?sort=terlama&limit=10');
    expect(oldest.ids).toEqual(created.map((q) => q.id));
  });

  it('keeps its place when a question is added while paging', async () => {
    const first = await list('?limit=5');
    const extra = await askQuestion(t.app, ani, { title: 'Pertanyaan sisipan' });
    const second = await list(`?limit=5&cursor=${first.nextCursor}`);
    expect(second.questions.map((q) => q.id)).toEqual(newestFirst().slice(5, 10));
    expect(second.questions.map((q) => q.id)).not.toContain(extra.id);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/forum/questions/${extra.id}`,
      headers: { cookie: ani.cookie },
    });
  });

  it('keeps the total on a page past the end, for members and visitors', async () => {
    const oldest = await list('?sort=terlama&limit=1');
    for (const cookie of [ani.cookie, undefined]) {
      const past = await list(`?cursor=${oldest.nextCursor}`, cookie);
      expect(past.questions).toEqual([]);
      expect(past.total).toBe(25);
      expect(past.nextCursor).toBeNull();
    }
  });

  it('filters by tag, with a matching total', async () => {
    const page = await list('?tag=neurosis&limit=100');
    const expected = created
      .filter((q) => q.tag === 'neurosis')
      .map((q) => q.id)
      .reverse();
    expect(page.questions.map((q) => q.id)).toEqual(expected);
    expect(page.total).toBe(expected.length);
    expect(page.nextCursor).toBeNull();
  });

  it("shows only the viewer's own questions with mine=1", async () => {
    const mine = await walk('?mine=1&limit=5', budi.cookie);
    const expected = created
      .filter((q) => q.user?.id === budi.id)
      .map((q) => q.id)
      .reverse();
    expect(mine.ids).toEqual(expected);
    expect(mine.totals[0]).toBe(expected.length);
    const combined = await list('?mine=1&tag=neurosis', ani.cookie);
    expect(combined.questions.every((q) => q.user?.id === ani.id && q.tag === 'neurosis')).toBe(true);
    expect(combined.total).toBe(created.filter((q) => q.user?.id === ani.id && q.tag === 'neurosis').length);
  });

  it('401 for mine=1 without a session', async () => {
    const response = await t.app.inject({ url: '/api/forum/questions?mine=1' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(forumMessages.loginForMine);
  });

  it('carries response counts and never an email', async () => {
    const page = await list('?sort=terlama&limit=1');
    expect(page.questions[0]).toMatchObject({ id: created[0]!.id, responseCount: 1 });
    expect(JSON.stringify(page)).not.toContain('@contoh.id');
  });

  it('serves at most 100 per page', async () => {
    const page = await list('?limit=1000');
    expect(page.questions).toHaveLength(25);
  });

  it.each([
    ['a cursor that was tampered with', '?cursor=bukan-kursor', forumMessages.invalidCursor],
    ['an unknown sort', '?sort=acak', undefined],
    ['an unknown tag', '?tag=depresi', undefined],
    ['a zero limit', '?limit=0', undefined],
    ['an over-long search', `?q=${'a'.repeat(101)}`, forumMessages.searchTooLong],
  ])('400 for %s', async (_label, query, message) => {
    const response = await t.app.inject({ url: `/api/forum/questions${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_INPUT');
    if (message) expect(response.json().error.message).toBe(message);
  });
});
