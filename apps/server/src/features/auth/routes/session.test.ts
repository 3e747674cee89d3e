import { commonMessages } from '@sehat/core/messages';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema/index';
import { sha256 } from '../../../platform/security/tokens';
import { registerUser, useTestApp } from '../../../../test/helper';

const t = useTestApp();

describe('GET /api/auth/session', () => {
  it('is null for a visitor and not cached', async () => {
    const response = await t.app.inject({ url: '/api/auth/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, lastResult: null, consentNeeded: false });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ignores a forged or unknown cookie', async () => {
    const response = await t.app.inject({ url: '/api/auth/session', headers: { cookie: 'sid=forged' } });
    expect(response.json().user).toBeNull();
  });

  it('stores only a hash of the cookie token', async () => {
    const account = await registerUser(t.app);
    const token = account.cookie.slice('sid='.length);
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, account.id));
    expect(rows.map((r) => r.id)).toEqual([sha256(token)]);
  });

  it('treats an expired session as logged out', async () => {
    const account = await registerUser(t.app);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account.id));
    const response = await t.app.inject({ url: '/api/profile', headers: { cookie: account.cookie } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(commonMessages.notLoggedIn);
  });

  it('extends a session that is past half its life', async () => {
    const account = await registerUser(t.app);
    const soon = new Date(Date.now() + 60_000);
    await t.app.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, account.id));
    const response = await t.app.inject({ url: '/api/auth/session', headers: { cookie: account.cookie } });
    expect(response.json().user.id).toBe(account.id);
    expect(response.cookies.find((c) => c.name === 'sid')?.maxAge).toBeGreaterThan(60);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, account.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + 24 * 60 * 60 * 1000);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session and clears the cookie', async () => {
    const account = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: account.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    const left = await t.app.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, account.id));
    expect(left[0]!.n).toBe(0);
    const after = await t.app.inject({ url: '/api/auth/session', headers: { cookie: account.cookie } });
    expect(after.json().user).toBeNull();
  });

  it('is harmless for a visitor', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
  });
});
