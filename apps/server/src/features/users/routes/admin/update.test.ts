import { adminUserMessages } from '@sehat/core/admin/messages';
import { authMessages } from '@sehat/core/auth/messages';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, sessions, users } from '../../../../db/schema/index';
import {
  buildTestApp,
  createAdmin,
  registerUser,
  sessionCookie,
  useTestApp,
} from '../../../../../test/helper';
import { injectAs, useAdmin } from '../../../../../test/inject-as';
import { adminEditFields } from '../../../../../test/admin-users';

const t = useTestApp();
const { admin, call } = useAdmin(t);

const sessionCount = async (userId: number) =>
  (await t.app.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;
const auditOf = (userId: number) =>
  t.app.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, userId)).orderBy(adminAuditLog.id);
const login = (login: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password } });
const sessionUser = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user;

describe('PUT /api/admin/users/:id', () => {
  it("replaces the user's data without touching the password or the sessions", async () => {
    const target = await registerUser(t.app);
    const response = await call(
      'PUT',
      `/api/admin/users/${target.id}`,
      adminEditFields(target, {
        fullName: ' Nama Baru ',
        address: 'Jl. Baru',
        email: 'BARU.' + target.email,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: target.id,
      fullName: 'Nama Baru',
      address: 'Jl. Baru',
      email: `baru.${target.email}`,
    });
    expect(await sessionUser(target.cookie)).toMatchObject({ id: target.id, fullName: 'Nama Baru' });
    expect((await login(target.username, target.password)).statusCode).toBe(200);
    const [entry] = await auditOf(target.id);
    expect(entry).toMatchObject({
      action: 'user.updated',
      actorId: admin.id,
      details: { changed: ['email', 'fullName', 'address'] },
    });
  });

  it("sets a new password only when one is sent, and ends that user's sessions", async () => {
    const target = await registerUser(t.app);
    await login(target.username, target.password);
    expect(await sessionCount(target.id)).toBe(2);

    const unchanged = await call(
      'PUT',
      `/api/admin/users/${target.id}`,
      adminEditFields(target, { password: '' }),
    );
    expect(unchanged.statusCode).toBe(200);
    expect(await sessionCount(target.id)).toBe(2);

    const changed = await call(
      'PUT',
      `/api/admin/users/${target.id}`,
      adminEditFields(target, { password: 'sandiBaru9' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(await sessionCount(target.id)).toBe(0);
    expect(await sessionUser(target.cookie)).toBeNull();
    expect((await login(target.username, target.password)).statusCode).toBe(401);
    expect((await login(target.username, 'sandiBaru9')).statusCode).toBe(200);
    // The admin's own session is untouched.
    expect(await sessionUser(admin.cookie)).toMatchObject({ id: admin.id });

    const entries = await auditOf(target.id);
    expect(entries.map((e) => e.details)).toEqual([{ changed: ['password'] }]);
    expect(JSON.stringify(entries)).not.toMatch(/sandiBaru9|argon/);
  });

  it('promotes a user to admin, ends their sessions and logs the role change', async () => {
    const target = await registerUser(t.app);
    const response = await call(
      'PUT',
      `/api/admin/users/${target.id}`,
      adminEditFields(target, { role: 'admin' }),
    );
    expect(response.json().user.role).toBe('admin');
    expect(await sessionUser(target.cookie)).toBeNull();
    const [entry, ...rest] = await auditOf(target.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ action: 'user.role_changed', details: { from: 'user', to: 'admin' } });

    const cookie = sessionCookie(await login(target.username, target.password));
    expect((await t.app.inject({ url: '/api/admin/users', headers: { cookie } })).statusCode).toBe(200);
  });

  it('logs a rename with the previous username, and a role change beside other edits', async () => {
    const target = await registerUser(t.app);
    const renamed = `${target.username}x`;
    await call(
      'PUT',
      `/api/admin/users/${target.id}`,
      adminEditFields(target, { username: renamed, role: 'admin' }),
    );
    const entries = await auditOf(target.id);
    expect(entries.map((e) => [e.action, e.targetUsername, e.details])).toEqual([
      ['user.updated', renamed, { changed: ['username'], previousUsername: target.username }],
      ['user.role_changed', renamed, { from: 'user', to: 'admin' }],
    ]);
  });

  it('refuses to demote the last admin (409) and changes nothing', async () => {
    const solo = await buildTestApp();
    try {
      const only = await createAdmin(solo.app);
      const response = await injectAs(solo.app, only)(
        'PUT',
        `/api/admin/users/${only.id}`,
        adminEditFields(only, { fullName: 'Turun', role: 'user' }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'LAST_ADMIN',
        message: adminUserMessages.lastAdminDemote,
        fields: { role: adminUserMessages.lastAdminDemote },
      });
      const [row] = await solo.app.db.select().from(users).where(eq(users.id, only.id));
      expect(row).toMatchObject({ role: 'admin', fullName: `Admin ${only.username}` });
      expect((await solo.app.db.select({ n: count() }).from(adminAuditLog))[0]!.n).toBe(0);
    } finally {
      await solo.close();
    }
  });

  it('lets an admin step down when another admin remains, keeping their current session', async () => {
    const leaving = await createAdmin(t.app);
    const call2 = injectAs(t.app, leaving);
    const response = await call2('PUT', `/api/admin/users/${leaving.id}`, {
      ...adminEditFields(leaving, { role: 'user', fullName: `Admin ${leaving.username}` }),
    });
    expect(response.statusCode).toBe(200);
    expect(await sessionUser(leaving.cookie)).toMatchObject({ role: 'user' });
    expect((await call2('GET', '/api/admin/users')).statusCode).toBe(403);
  });

  it('409 for a username or email another account holds; its own are fine', async () => {
    const target = await registerUser(t.app);
    const other = await registerUser(t.app);
    const own = await call(
      'PUT',
      `/api/admin/users/${target.id}`,
      adminEditFields(target, { username: target.username.toUpperCase() }),
    );
    expect(own.statusCode).toBe(200);
    const taken = await call(
      'PUT',
      `/api/admin/users/${target.id}`,
      adminEditFields(target, { email: other.email }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'EMAIL_TAKEN', message: authMessages.emailTaken });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.email).toBe(target.email);
  });

  it.each([
    ['blank username', { username: ' ' }, authMessages.usernameRequired],
    ['blank email', { email: '' }, authMessages.emailRequired],
    ['blank new password', { password: '       ' }, authMessages.passwordRequired],
    ['short new password', { password: 'abc' }, authMessages.passwordTooShort],
    ['common new password', { password: 'password1' }, authMessages.passwordTooCommon],
    ['unknown role', { role: 'owner' }, adminUserMessages.roleInvalid],
    ['missing role', { role: undefined }, adminUserMessages.roleInvalid],
  ])('400 for a %s, nothing changed', async (_label, patch, message) => {
    const target = await registerUser(t.app);
    const response = await call('PUT', `/api/admin/users/${target.id}`, adminEditFields(target, patch));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ username: target.username, email: target.email, role: 'user' });
    expect(await auditOf(target.id)).toEqual([]);
  });

  it('404 for an unknown user, 400 for an id that is not one', async () => {
    const target = await registerUser(t.app);
    const missing = await call(
      'PUT',
      '/api/admin/users/99999999',
      adminEditFields(target, { username: 'hantu', email: 'hantu@contoh.id' }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'NOT_FOUND', message: adminUserMessages.notFound });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await call('PUT', `/api/admin/users/${id}`, adminEditFields(target))).statusCode, id).toBe(400);
    }
  });
});
