import { commonMessages } from '@sehat/core/messages';
import { authMessages } from '@sehat/core/auth/messages';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { privacyPolicyVersion } from '@sehat/core/privacy/schemas';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../../db/schema/index';
import {
  buildTestApp,
  registerUser,
  sessionCookie,
  uniqueName,
  useTestApp,
  withLimits,
} from '../../../../test/helper';

const t = useTestApp();

const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]!.n;

function validBody(patch: Record<string, unknown> = {}) {
  const username = uniqueName('reg');
  return {
    username,
    fullName: 'Siti Aminah',
    email: `${username}@contoh.id`,
    password: 'rahasia1',
    consent: true,
    adult: true,
    ...patch,
  };
}

describe('POST /api/auth/register', () => {
  it('creates a user, logs them in and never returns the hash', async () => {
    const body = validBody({ email: '  Siti.Aminah@Contoh.ID ' });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      username: body.username,
      fullName: 'Siti Aminah',
      email: 'siti.aminah@contoh.id',
      emailVerified: false,
      address: '',
      role: 'user',
      photoUrl: null,
    });
    expect(JSON.stringify(user)).not.toMatch(/hash|argon/i);
    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const session = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: sessionCookie(response) },
    });
    expect(session.json().user.id).toBe(user.id);
  });

  it('stores an argon2id hash, not the password', async () => {
    const account = await registerUser(t.app);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(account.password);
  });

  it('records the consent, its time and the policy version; statistics only when asked', async () => {
    const before = Date.now();
    const plain = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: validBody() });
    const counted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: validBody({ statistics: true }),
    });
    const rowOf = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
    const plainRow = await rowOf(plain.json().user.id);
    expect(plainRow.consentPolicyVersion).toBe(privacyPolicyVersion);
    expect(plainRow.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(plainRow.statisticsConsent).toBe(false);
    expect((await rowOf(counted.json().user.id)).statisticsConsent).toBe(true);
  });

  it('ignores a role sent by the client', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: validBody({ role: 'admin' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe('user');
  });

  it('rejects a duplicate username (any case) with 409 and changes nothing', async () => {
    const first = await registerUser(t.app);
    const before = await userCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: validBody({ username: first.username.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'USERNAME_TAKEN',
      message: authMessages.usernameTaken,
      fields: { username: authMessages.usernameTaken },
    });
    expect(await userCount()).toBe(before);
  });

  it('rejects a duplicate email (any case) with 409', async () => {
    const first = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: validBody({ email: first.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'EMAIL_TAKEN', message: authMessages.emailTaken });
  });

  it.each([
    ['missing username', { username: undefined }, 'username', authMessages.usernameRequired],
    ['blank full name', { fullName: '   ' }, 'fullName', authMessages.fullNameRequired],
    ['missing email', { email: undefined }, 'email', authMessages.emailRequired],
    ['bad email', { email: 'siti@' }, 'email', authMessages.emailInvalid],
    ['short password', { password: '12345' }, 'password', authMessages.passwordTooShort],
    ['common password 123456', { password: '123456' }, 'password', authMessages.passwordTooCommon],
    ['common password "password"', { password: 'password' }, 'password', authMessages.passwordTooCommon],
    ['repeated-letter password', { password: 'aaaaaa' }, 'password', authMessages.passwordTooCommon],
    ['over-long password', { password: 'p'.repeat(129) }, 'password', authMessages.passwordTooLong],
    ['over-long name', { fullName: 'n'.repeat(101) }, 'fullName', authMessages.fullNameTooLong],
    ['over-long username', { username: 'u'.repeat(31) }, 'username', authMessages.usernameFormat],
    ['username with spaces', { username: 'siti aminah' }, 'username', authMessages.usernameFormat],
    ['numeric username', { username: 12345 }, 'username', commonMessages.invalidInput],
    ['array password', { password: ['rahasia1'] }, 'password', commonMessages.invalidInput],
    ['no consent', { consent: undefined }, 'consent', privacyMessages.consentRequired],
    ['consent refused', { consent: false }, 'consent', privacyMessages.consentRequired],
    ['no adult confirmation', { adult: false }, 'adult', privacyMessages.adultRequired],
  ])('400 for %s, nothing stored', async (_label, patch, field, message) => {
    const before = await userCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: validBody(patch),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_INPUT',
      message,
      fields: { [field]: message },
    });
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it('400 for a body that is not an object or not JSON', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toEqual({ code: 'INVALID_INPUT', message: commonMessages.invalidInput });
    const array = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    expect(array.json().error.message).toBe(commonMessages.invalidInput);
  });

  it('is rate-limited per address', async () => {
    const limited = await buildTestApp(withLimits({ register: { max: 2, windowMs: 60_000 } }));
    try {
      for (let i = 0; i < 2; i++) await registerUser(limited.app);
      const before = (await limited.app.db.select({ n: count() }).from(users))[0]!.n;
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: validBody(),
      });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBeDefined();
      expect((await limited.app.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
      expect((await limited.app.db.select({ n: count() }).from(sessions))[0]!.n).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
