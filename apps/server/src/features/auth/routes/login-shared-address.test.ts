import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultLimitWindows } from '@sehat/core/limits/rate-limits';
import { DEVICE_COOKIE } from '../login-devices';
import { buildTestApp, registerUser, withLimits, type TestApp } from '../../../../test/helper';

/** One shared address per test: each spends its address's allowance. */
let shared = '';
let next = 0;
beforeEach(() => {
  next += 1;
  shared = `10.7.7.${next}`;
});
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(withLimits({ login: { ...defaultLimitWindows.login, max: 12 } }));
});
afterAll(() => t.close());

const login = (login: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login, password },
    remoteAddress: shared,
    headers: cookie ? { cookie } : {},
  });

/** The device cookie a login gave, as the browser sends it back. */
function deviceCookie(response: Awaited<ReturnType<typeof login>>): string {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie?.path).toBe('/api/auth');
  expect(cookie?.httpOnly).toBe(true);
  return `${DEVICE_COOKIE}=${cookie!.value}`;
}

describe('strangers behind the same address', () => {
  it('cannot lock out a browser that logged in to the account before', async () => {
    const owner = await registerUser(t.app);
    const device = deviceCookie(await login(owner.username, owner.password));

    // Someone on the same campus network guesses until that address is locked for the account,
    // and then spends the address's whole login allowance.
    for (let i = 0; i < defaultLimitWindows['login:fail'].max; i++) {
      expect((await login(owner.username, `tebakan${i}`)).statusCode).toBe(401);
    }
    expect((await login(owner.username, owner.password)).statusCode).toBe(429);
    for (let i = 0; i < 12; i++) await login(`bukan-siapa-siapa${i}`, 'tebakan');
    expect((await login(owner.username, owner.password)).statusCode).toBe(429);

    // The owner's own browser still gets in.
    expect((await login(owner.username, owner.password, device)).statusCode).toBe(200);
  });

  it('a device proof counts for its own account only, and is locked by its own failures', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const device = deviceCookie(await login(owner.username, owner.password));
    const forged = `${device.slice(0, -4)}AAAA`;
    for (let i = 0; i < defaultLimitWindows['login:fail'].max; i++) await login(other.username, `salah${i}`);
    // Another account's lock from this address holds whatever proof the browser shows.
    expect((await login(other.username, other.password, device)).statusCode).toBe(429);
    expect((await login(other.username, other.password, forged)).statusCode).toBe(429);

    for (let i = 0; i < defaultLimitWindows['login:fail'].max; i++) {
      expect((await login(owner.username, `lupa${i}`, device)).statusCode).toBe(401);
    }
    expect((await login(owner.username, owner.password, device)).statusCode).toBe(429);
  });

  it('a proof stops counting once the password changes', async () => {
    const owner = await registerUser(t.app);
    const first = await login(owner.username, owner.password);
    const device = deviceCookie(first);
    const session = first.cookies.find((c) => c.name === 'sid')!;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { cookie: `sid=${session.value}` },
      payload: { currentPassword: owner.password, newPassword: 'kata-sandi-baru-9' },
    });
    expect(changed.statusCode).toBe(204);
    for (let i = 0; i < defaultLimitWindows['login:fail'].max; i++)
      await login(owner.username, `tebakan${i}`);
    expect((await login(owner.username, 'kata-sandi-baru-9', device)).statusCode).toBe(429);
  });
});
