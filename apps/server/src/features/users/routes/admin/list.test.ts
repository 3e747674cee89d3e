import { commonMessages } from '@sehat/core/messages';
import { adminUserMessages } from '@sehat/core/admin/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from '../../../../../test/helper';
import { useAdmin } from '../../../../../test/inject-as';

const bulkCount = 3000;

const t = useTestApp();
const { admin, call } = useAdmin(t);
beforeAll(async () => {
  // Thousands of accounts in one statement (they cannot log in: the hash is not a real one).
  await t.app.db.execute(sql`
    insert into users (username, email, full_name, password_hash)
    select 'massa' || g, 'massa' || g || '@contoh.id', 'Warga Nomor ' || g, 'not-a-hash'
    from generate_series(1, ${bulkCount}) as g`);
});

type ListedUser = { id: number; username: string; email: string; fullName: string; createdAt: string };
type Page = { users: ListedUser[]; total: number; nextCursor: string | null };

async function list(query: Record<string, string | number> = {}): Promise<Page> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await call('GET', `/api/admin/users?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

/** Follows nextCursor to the end, returning every user seen. */
async function listAll(
  query: Record<string, string | number>,
): Promise<{ users: ListedUser[]; pages: number }> {
  const seen: ListedUser[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await list({ ...query, ...(cursor ? { cursor } : {}) });
    seen.push(...page.users);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 1000);
  return { users: seen, pages };
}

describe('GET /api/admin/users', () => {
  it('pages through thousands of users, newest first, each exactly once', async () => {
    const first = await list();
    expect(first.users).toHaveLength(20);
    expect(first.total).toBe(bulkCount + 1);

    const { users, pages } = await listAll({ limit: 100 });
    expect(pages).toBe(Math.ceil((bulkCount + 1) / 100));
    expect(users).toHaveLength(bulkCount + 1);
    expect(new Set(users.map((u) => u.id)).size).toBe(bulkCount + 1);
    const ids = users.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(users.map((u) => u.username)).toContain(admin.username);
  });

  it('returns the contract user and never a hash', async () => {
    const { users } = await list({ q: 'massa1@contoh.id' });
    expect(users).toHaveLength(1);
    expect(users[0]).toEqual({
      id: expect.any(Number),
      username: 'massa1',
      email: 'massa1@contoh.id',
      emailVerified: false,
      fullName: 'Warga Nomor 1',
      address: '',
      role: 'user',
      photoUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const raw = (await call('GET', '/api/admin/users?limit=100')).body;
    expect(raw).not.toMatch(/hash|argon/i);
  });

  it('searches name, username and email, in any case, across pages', async () => {
    // massa12, massa120–129 and massa1200–1299.
    const byUsername = await listAll({ q: 'massa12', limit: 50 });
    expect(byUsername.users).toHaveLength(111);
    expect(byUsername.users.every((u) => u.username.startsWith('massa12'))).toBe(true);
    expect((await list({ q: 'massa12' })).total).toBe(111);

    expect((await list({ q: 'WARGA NOMOR 17' })).total).toBe(111);
    const byName = await list({ q: 'warga nomor 2999' });
    expect(byName.users.map((u) => u.fullName)).toEqual(['Warga Nomor 2999']);
    const byEmail = await list({ q: 'MASSA7@contoh' });
    expect(byEmail.users.map((u) => u.email)).toEqual(['massa7@contoh.id']);
  });

  it('finds a user by id, with or without #', async () => {
    const account = await registerUser(t.app, { fullName: 'Cari Saya' });
    for (const q of [String(account.id), `#${account.id}`]) {
      const { users } = await list({ q });
      expect(users.map((u) => u.id)).toContain(account.id);
    }
  });

  it('treats % and _ as text, and says when nothing matches', async () => {
    for (const q of ['%', '_', '\\', 'tidak-ada-yang-begini']) {
      const page = await list({ q });
      expect(page, q).toEqual({ users: [], total: 0, nextCursor: null });
    }
  });

  it('rejects a bad limit, a foreign cursor or an over-long search with 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', `q=${'x'.repeat(101)}`]) {
      const response = await call('GET', `/api/admin/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('INVALID_INPUT');
    }
    expect((await call('GET', `/api/admin/users?q=${'x'.repeat(101)}`)).json().error.message).toBe(
      adminUserMessages.queryTooLong,
    );
    for (const cursor of ['abc', Buffer.from('id:-5').toString('base64url'), 'x'.repeat(101)]) {
      const response = await call('GET', `/api/admin/users?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect([adminUserMessages.invalidCursor, commonMessages.invalidInput]).toContain(
        response.json().error.message,
      );
    }
  });
});
