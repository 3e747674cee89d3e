import { commonMessages } from '@sehat/core/messages';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { seedQuestions, submit, yesAt } from '../../../../test/selftest';

const t = useTestApp();
beforeAll(async () => {
  await seedQuestions(t.app);
});

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

/** Submits the answer sets in order; returns the ids, oldest first. */
async function takeTests(account: Account, ...answerSets: number[][]): Promise<number[]> {
  const ids: number[] = [];
  for (const items of answerSets) {
    const response = await submit(t.app, { jawaban: yesAt(29, ...items) }, { cookie: account.cookie });
    ids.push(response.json().id);
  }
  return ids;
}

describe('a user’s results', () => {
  it.each(['/api/selftest/submissions', '/api/selftest/submissions/latest', '/api/selftest/submissions/1'])(
    '%s needs a session',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(commonMessages.notLoggedIn);
    },
  );

  it('latest is 404 before the first test, then the newest result', async () => {
    const account = await registerUser(t.app);
    const none = await get('/api/selftest/submissions/latest', account.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(selftestMessages.resultNotFound);

    await takeTests(account, [22], [25, 26, 27]);
    const latest = await get('/api/selftest/submissions/latest', account.cookie);
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['cache-control']).toBe('no-store');
    expect(latest.json()).toMatchObject({
      hasil: 'Gejala PTSD',
      severity: 'Sedang',
      score: 3,
      crisis: false,
    });
    expect(latest.json()).not.toHaveProperty('answers');
  });

  it('lists only the user’s own results, newest first, a page at a time', async () => {
    const account = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const ids = await takeTests(account, [], [21], [22], [25], [1, 2, 3, 4, 5, 6]);
    await takeTests(stranger, [22, 23]);
    await submit(t.app, { jawaban: yesAt(29, 24) });

    const first = await get('/api/selftest/submissions?limit=2', account.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((r: { id: number }) => r.id)).toEqual([ids[4], ids[3]]);
    expect(first.json().items[0]).toMatchObject({ hasil: 'Gejala Neurosis', severity: 'Ringan' });
    const second = await get(
      `/api/selftest/submissions?limit=2&cursor=${first.json().nextCursor}`,
      account.cookie,
    );
    expect(second.json().items.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    const last = await get(
      `/api/selftest/submissions?limit=2&cursor=${second.json().nextCursor}`,
      account.cookie,
    );
    expect(last.json()).toMatchObject({ items: [{ id: ids[0], hasil: 'Normal' }], nextCursor: null });

    const all = await get('/api/selftest/submissions', account.cookie);
    expect(all.json().items).toHaveLength(5);
    expect(all.json().nextCursor).toBeNull();
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'cursor=bm9wZQ', 'cursor=%00'])(
    '400 for %s',
    async (query) => {
      const account = await registerUser(t.app);
      const response = await get(`/api/selftest/submissions?${query}`, account.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_INPUT');
    },
  );

  it('shows one result with its answers to its owner only: other users, admins and ids of visitors get 404', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const admin = await createAdmin(t.app);
    const [id] = await takeTests(owner, [17, 22]);
    const anonymousId = (await submit(t.app, { jawaban: yesAt(29, 25) })).json().id;

    const own = await get(`/api/selftest/submissions/${id}`, owner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id, hasil: 'Gejala Psikotik', severity: 'Sedang', crisis: true });
    expect(own.json().answers).toHaveLength(29);
    expect(own.json().answers[16]).toMatchObject({ kategori: 'neurosis', jawaban: 1 });

    for (const cookie of [other.cookie, admin.cookie]) {
      const response = await get(`/api/selftest/submissions/${id}`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(selftestMessages.resultNotFound);
    }
    expect((await get(`/api/selftest/submissions/${anonymousId}`, owner.cookie)).statusCode).toBe(404);
    expect((await get('/api/selftest/submissions/999999', owner.cookie)).statusCode).toBe(404);
    expect((await get('/api/selftest/submissions/abc', owner.cookie)).statusCode).toBe(400);
  });
});

describe('lastResult in login and session', () => {
  it('is null without results, then the newest result’s hasil, severity and time', async () => {
    const account = await registerUser(t.app);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: account.username, password: account.password },
      });
    expect((await login()).json().lastResult).toBeNull();
    expect((await get('/api/auth/session', account.cookie)).json().lastResult).toBeNull();

    await takeTests(account, [22, 23]);
    const [newest] = await takeTests(account, [25]);
    await submit(t.app, { jawaban: yesAt(29, 1, 2, 3, 4, 5, 6) });
    const latest = await get('/api/selftest/submissions/latest', account.cookie);
    expect(latest.json().id).toBe(newest);
    const expected = { hasil: 'Gejala PTSD', severity: 'Ringan', createdAt: latest.json().createdAt };
    expect((await get('/api/auth/session', account.cookie)).json().lastResult).toEqual(expected);
    expect((await login()).json().lastResult).toEqual(expected);
  });

  it('is null for a visitor even after anonymous tests', async () => {
    await submit(t.app, { jawaban: yesAt(29, 22) });
    expect((await get('/api/auth/session')).json()).toEqual({
      user: null,
      lastResult: null,
      consentNeeded: false,
    });
  });
});
