import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createAdmin, registerUser, type TestApp } from '../../test/helper';
import { resetPassword as reset, UnknownUserError } from './reset-password';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: username, password } });
const resetPassword = (db: TestApp['app']['db'], username: string) =>
  reset(db, username, t.config.passwordCost);
const session = (cookie: string) => t.app.inject({ url: '/api/auth/session', headers: { cookie } });

describe('resetPassword (npm run admin:reset-password)', () => {
  it('gives an admin a new random password and ends all of their sessions', async () => {
    const admin = await createAdmin(t.app, 'lupa-sandi-lama');
    expect((await session(admin.cookie)).json()).toMatchObject({ user: { id: admin.id } });

    const password = await resetPassword(t.app.db, admin.username.toUpperCase());
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);

    // The command runs beside the server: the server hears of the ended sessions through the
    // database's announcement, a moment after the command commits (ADR 101).
    await vi.waitFor(async () => expect((await session(admin.cookie)).json()).toMatchObject({ user: null }));
    expect((await login(admin.username, 'lupa-sandi-lama')).statusCode).toBe(401);
    expect((await login(admin.username, password)).statusCode).toBe(200);
  });

  it('never gives two resets the same password, and leaves other accounts alone', async () => {
    const other = await registerUser(t.app);
    const admin = await createAdmin(t.app);
    const first = await resetPassword(t.app.db, admin.username);
    const second = await resetPassword(t.app.db, admin.username);
    expect(second).not.toBe(first);
    expect((await session(other.cookie)).json()).toMatchObject({ user: { id: other.id } });
  });

  it('refuses an unknown username without changing anything', async () => {
    await expect(resetPassword(t.app.db, 'tidak-ada-orangnya')).rejects.toBeInstanceOf(UnknownUserError);
  });
});
