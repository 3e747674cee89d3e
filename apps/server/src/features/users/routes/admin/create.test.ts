import { commonMessages } from '@sehat/core/messages';
import { adminUserMessages } from '@sehat/core/admin/messages';
import { authMessages } from '@sehat/core/auth/messages';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, users } from '../../../../db/schema/index';
import { registerUser, sessionCookie, uniqueName, useTestApp } from '../../../../../test/helper';
import { useAdmin } from '../../../../../test/inject-as';

const t = useTestApp();
const { admin, call } = useAdmin(t);

const totals = async () => ({
  users: (await t.app.db.select({ n: count() }).from(users))[0]!.n,
  audit: (await t.app.db.select({ n: count() }).from(adminAuditLog))[0]!.n,
});

function body(patch: Record<string, unknown> = {}) {
  const username = uniqueName('baru');
  return { username, email: `${username}@contoh.id`, password: 'rahasia1', ...patch };
}

const login = (login: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password } });

describe('POST /api/admin/users', () => {
  it('creates a user with the default role, who can then log in', async () => {
    const payload = body({ fullName: '  Rina Wati ', address: 'Jl. Melati 3', email: ' Rina@Contoh.ID ' });
    const response = await call('POST', '/api/admin/users', payload);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      username: payload.username,
      email: 'rina@contoh.id',
      fullName: 'Rina Wati',
      address: 'Jl. Melati 3',
      role: 'user',
      photoUrl: null,
    });
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const loggedIn = await login('rina@contoh.id', 'rahasia1');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().user.id).toBe(user.id);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('creates an admin who reaches the admin routes', async () => {
    const payload = body({ role: 'admin' });
    const response = await call('POST', '/api/admin/users', payload);
    expect(response.json().user.role).toBe('admin');
    const cookie = sessionCookie(await login(payload.username, payload.password));
    const listed = await t.app.inject({ url: '/api/admin/users', headers: { cookie } });
    expect(listed.statusCode).toBe(200);
  });

  it('writes who created whom, and when, to the audit log without secrets', async () => {
    const payload = body({ role: 'admin' });
    const { user } = (await call('POST', '/api/admin/users', payload)).json();
    const entries = await t.app.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorUsername: admin.username,
      action: 'user.created',
      targetUsername: payload.username,
      details: { role: 'admin' },
    });
    expect(Date.now() - entries[0]!.createdAt.getTime()).toBeLessThan(60_000);
    expect(JSON.stringify(entries)).not.toContain(payload.password);
  });

  it.each([
    ['blank username', { username: '   ' }, 'username', authMessages.usernameRequired],
    ['bad username', { username: 'a b' }, 'username', authMessages.usernameFormat],
    ['blank email', { email: '  ' }, 'email', authMessages.emailRequired],
    ['bad email', { email: 'bukan-email' }, 'email', authMessages.emailInvalid],
    ['missing password', { password: undefined }, 'password', authMessages.passwordRequired],
    ['blank password', { password: '         ' }, 'password', authMessages.passwordRequired],
    ['short password', { password: '12345' }, 'password', authMessages.passwordTooShort],
    ['common password', { password: 'qwerty123' }, 'password', authMessages.passwordTooCommon],
    ['unknown role', { role: 'root' }, 'role', adminUserMessages.roleInvalid],
    ['long name', { fullName: 'n'.repeat(101) }, 'fullName', authMessages.fullNameTooLong],
    ['long address', { address: 'a'.repeat(256) }, 'address', 'Alamat maksimal 255 karakter.'],
    ['numeric username', { username: 123456 }, 'username', commonMessages.invalidInput],
  ])('400 for a %s, nothing stored or logged', async (_label, patch, field, message) => {
    const before = await totals();
    const response = await call('POST', '/api/admin/users', body(patch));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_INPUT',
      message,
      fields: { [field]: message },
    });
    expect(await totals()).toEqual(before);
  });

  it('400 for a body that is not an object', async () => {
    const response = await call('POST', '/api/admin/users', [1, 2]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(commonMessages.invalidInput);
  });

  it('409 for a taken username or email (any case), nothing stored or logged', async () => {
    const existing = await registerUser(t.app);
    const before = await totals();
    const sameName = await call(
      'POST',
      '/api/admin/users',
      body({ username: existing.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toEqual({
      code: 'USERNAME_TAKEN',
      message: authMessages.usernameTaken,
      fields: { username: authMessages.usernameTaken },
    });
    const both = await call(
      'POST',
      '/api/admin/users',
      body({ username: existing.username, email: existing.email.toUpperCase() }),
    );
    expect(both.statusCode).toBe(409);
    expect(both.json().error.fields).toEqual({
      username: authMessages.usernameTaken,
      email: authMessages.emailTaken,
    });
    expect(await totals()).toEqual(before);
  });

  it('409 when two admins create the same username at once: exactly one is stored', async () => {
    const payload = body();
    const responses = await Promise.all([
      call('POST', '/api/admin/users', payload),
      call('POST', '/api/admin/users', { ...payload, email: `lain-${payload.email}` }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const stored = await t.app.db.select().from(users).where(eq(users.username, payload.username));
    expect(stored).toHaveLength(1);
  });
});
