import { commonMessages } from '@sehat/core/messages';
import { authMessages, passwordMessages } from '@sehat/core/auth/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { type Account, registerUser, sessionCookie, useTestApp } from '../../../../test/helper';

const t = useTestApp();

const changePassword = (cookie: string | undefined, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/password',
    payload,
    headers: cookie ? { cookie } : {},
  });

const login = (login: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password } });

const hashOf = async (account: Account) =>
  (await t.app.db.select().from(users).where(eq(users.id, account.id)))[0]!.passwordHash;

describe('PUT /api/auth/password', () => {
  it('changes the password and ends the other sessions only', async () => {
    const account = await registerUser(t.app);
    const otherDevice = sessionCookie(await login(account.username, account.password));
    const response = await changePassword(account.cookie, {
      currentPassword: account.password,
      newPassword: 'kataSandiBaru',
    });
    expect(response.statusCode).toBe(204);

    const here = await t.app.inject({ url: '/api/auth/session', headers: { cookie: account.cookie } });
    expect(here.json().user.id).toBe(account.id);
    const there = await t.app.inject({ url: '/api/auth/session', headers: { cookie: otherDevice } });
    expect(there.json().user).toBeNull();

    expect((await login(account.username, account.password)).statusCode).toBe(401);
    expect((await login(account.username, 'kataSandiBaru')).statusCode).toBe(200);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const account = await registerUser(t.app);
    const before = await hashOf(account);
    const response = await changePassword(account.cookie, {
      currentPassword: 'bukan-ini',
      newPassword: 'kataSandiBaru',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'INVALID_INPUT',
      message: passwordMessages.currentWrong,
      fields: { currentPassword: passwordMessages.currentWrong },
    });
    expect(await hashOf(account)).toBe(before);
  });

  it('stops guessing the current password after repeated failures', async () => {
    const account = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      await changePassword(account.cookie, { currentPassword: `salah${i}`, newPassword: 'kataSandiBaru' });
    }
    const response = await changePassword(account.cookie, {
      currentPassword: account.password,
      newPassword: 'kataSandiBaru',
    });
    expect(response.statusCode).toBe(429);
    const wait = Number(response.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(response.json().error.message).toBe(authMessages.tooManyLoginAttempts(wait));
  });

  it.each([
    [{ currentPassword: '', newPassword: 'abcdef' }, passwordMessages.allFieldsRequired],
    [{ newPassword: 'abcdef' }, passwordMessages.allFieldsRequired],
    [{ currentPassword: 'rahasia123' }, passwordMessages.allFieldsRequired],
    [{ currentPassword: 'rahasia123', newPassword: '12345' }, passwordMessages.newTooShort],
    [{ currentPassword: 'rahasia123', newPassword: '123456' }, passwordMessages.newTooCommon],
    [{ currentPassword: 'rahasia123', newPassword: 'PASSWORD' }, passwordMessages.newTooCommon],
    [{ currentPassword: 'rahasia123', newPassword: 'x'.repeat(129) }, passwordMessages.newTooLong],
    [{ currentPassword: 'rahasia123', newPassword: 'rahasia123' }, passwordMessages.sameAsCurrent],
    [{ currentPassword: 123, newPassword: 'abcdefg' }, passwordMessages.allFieldsRequired],
  ])('400 for %o and no change', async (payload, message) => {
    const account = await registerUser(t.app);
    const before = await hashOf(account);
    const response = await changePassword(account.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await hashOf(account)).toBe(before);
  });

  it('needs a session', async () => {
    const response = await changePassword(undefined, { currentPassword: 'a', newPassword: 'abcdefg' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(commonMessages.notLoggedIn);
  });
});
