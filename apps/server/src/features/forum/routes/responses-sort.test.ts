import type { ForumResponse } from '@sehat/core/forum/contract';
import { forumMessages } from '@sehat/core/forum/messages';
import { commonMessages } from '@sehat/core/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerUser, useTestApp } from '../../../../test/helper';
import { askQuestion, respondTo, toggleVote } from '../../../../test/forum';

const t = useTestApp();
let voter: Account;
let questionId: number;
/** Oldest first: a (1 vote), b (none), c (2 votes), d (1 vote). */
let ids: { a: number; b: number; c: number; d: number };

beforeAll(async () => {
  const [asker, helper, other] = await Promise.all([1, 2, 3].map(() => registerUser(t.app)));
  voter = other!;
  questionId = (await askQuestion(t.app, asker!)).id;
  const created: number[] = [];
  for (const text of ['Respon A', 'Respon B', 'Respon C', 'Respon D']) {
    created.push((await respondTo(t.app, helper!, questionId, text)).id);
  }
  ids = { a: created[0]!, b: created[1]!, c: created[2]!, d: created[3]! };
  for (const [account, id] of [
    [voter, ids.a],
    [voter, ids.c],
    [asker!, ids.c],
    [asker!, ids.d],
  ] as const) {
    expect((await toggleVote(t.app, account, id)).statusCode).toBe(200);
  }
});

type Page = { responses: ForumResponse[]; total: number; nextCursor: string | null };
const list = (query: string, cookie?: string) =>
  t.app.inject({
    url: `/api/forum/questions/${questionId}/responses${query}`,
    headers: cookie ? { cookie } : {},
  });

/** Every page of `query` (limit 1), following nextCursor to the end. */
async function walk(query: string): Promise<ForumResponse[]> {
  const seen: ForumResponse[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const reply = await list(`${query}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const page = reply.json<Page>();
    expect(page.total).toBe(4);
    seen.push(...page.responses);
    cursor = page.nextCursor;
  }
  return seen;
}

describe('GET /api/forum/questions/:id/responses?sort=', () => {
  it('lists most votes first, equal counts oldest first', async () => {
    const reply = await list('?sort=membantu', voter.cookie);
    const page = reply.json<Page>();
    expect(page.responses.map((r) => [r.id, r.vote, r.userVoted])).toEqual([
      [ids.c, 2, true],
      [ids.a, 1, true],
      [ids.d, 1, false],
      [ids.b, 0, false],
    ]);
  });

  it('pages through vote order with its own cursor, each response once', async () => {
    expect((await walk('?sort=membantu')).map((r) => r.id)).toEqual([ids.c, ids.a, ids.d, ids.b]);
  });

  it('keeps oldest first without sort and with sort=terlama', async () => {
    const oldest = [ids.a, ids.b, ids.c, ids.d];
    expect((await walk('?sort=terlama')).map((r) => r.id)).toEqual(oldest);
    const unsorted = (await list('')).json<Page>();
    expect(unsorted.responses.map((r) => r.id)).toEqual(oldest);
  });

  it.each([
    ['an unknown sort', '?sort=acak', commonMessages.invalidInput],
    ['a time cursor in vote order', '?sort=membantu&cursor=', forumMessages.invalidCursor],
    ['a tampered vote cursor', '?sort=membantu&cursor=bukan-kursor', forumMessages.invalidCursor],
  ])('400 for %s', async (_label, query, message) => {
    let url = query;
    if (url.endsWith('cursor=')) {
      const first = (await list('?sort=terlama&limit=1')).json<Page>();
      url += first.nextCursor!;
    }
    const reply = await list(url);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatchObject({ code: 'INVALID_INPUT', message });
  });
});
