import { authMessages } from '@sehat/core/auth/messages';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema/index';
import { buildTestApp, registerUser, sessionCookie, useTestApp, withLimits } from '../../../../test/helper';

const t = useTestApp(
  withLimits({ login: { max: 12, windowMs: 60_000 }, 'login:fail': { max: 3, windowMs: 60_000 } }),
);

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers });

const sessionsOf = async (userId: number) =>
  (await t.app.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

describe('POST /api/auth/login', () => {
  it('logs in by username (any case) and by email', async () => {
    const account = await registerUser(t.app);
    const byName = await login({ login: account.username.toUpperCase(), password: account.password });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ user: { id: account.id, role: 'user' }, lastResult: null });
    const byEmail = await login({ login: ` ${account.email.toUpperCase()} `, password: account.password });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().user.id).toBe(account.id);
  });

  it('rotates the session: the cookie it came with no longer works', async () => {
    const account = await registerUser(t.app);
    const response = await login(
      { login: account.username, password: account.password },
      { cookie: account.cookie },
    );
    const fresh = sessionCookie(response);
    expect(fresh).not.toBe(account.cookie);
    const old = await t.app.inject({ url: '/api/auth/session', headers: { cookie: account.cookie } });
    expect(old.json().user).toBeNull();
    const now = await t.app.inject({ url: '/api/auth/session', headers: { cookie: fresh } });
    expect(now.json().user.id).toBe(account.id);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const account = await registerUser(t.app);
    const wrong = await login({ login: account.username, password: 'salah-sekali' });
    const unknown = await login({ login: 'tidak_ada_orangnya', password: 'salah-sekali' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: authMessages.invalidCredentials },
      });
      expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
    expect(await sessionsOf(account.id)).toBe(1);
  });

  it.each([
    [{ login: '', password: 'x' }],
    [{ login: 'budi' }],
    [{ password: 'x' }],
    [{ login: '   ', password: 'x' }],
  ])('400 with the spec message when a field is missing: %o', async (payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Username/email dan password wajib diisi!');
  });

  it('locks an account after repeated failures, even with the right password, per account', async () => {
    const victim = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await login({ login: victim.username, password: `salah${i}` })).statusCode).toBe(401);
    }
    const blocked = await login({ login: victim.email, password: victim.password });
    expect(blocked.statusCode).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(blocked.json().error.message).toBe(authMessages.tooManyLoginAttempts(wait));
    expect((await login({ login: bystander.username, password: bystander.password })).statusCode).toBe(200);
  });

  it('limits attempts per address', async () => {
    const limited = await buildTestApp(
      withLimits({ login: { max: 2, windowMs: 60_000 }, 'login:fail': { max: 10, windowMs: 60_000 } }),
    );
    try {
      const account = await registerUser(limited.app);
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { login: account.username, password: account.password },
        });
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(200);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
