import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminEditFields } from '../../../../test/admin-users';
import { openTwoTestDatabases } from '../../../../test/database';
import {
  buildTestApp,
  createAdmin,
  registerUser,
  sessionCookie,
  type Account,
  type TestApp,
} from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { multipartBody } from '../../../../test/multipart';

/** Two instances on one database, as behind a load balancer (ADR 101). */
let a: TestApp;
let b: TestApp;
let admin: Account;

beforeAll(async () => {
  const [first, second] = await openTwoTestDatabases();
  a = await buildTestApp({}, first);
  b = await buildTestApp({}, second);
  admin = await createAdmin(a.app);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

interface SessionUser {
  id: number;
  fullName: string;
  role: string;
}
const sessionUser = async (on: TestApp, cookie: string) =>
  (await on.app.inject({ url: '/api/auth/session', headers: { cookie } })).json<{
    user: SessionUser | null;
  }>().user;
/** B's answer once the database's announcement of A's change has reached it. */
const onB = (cookie: string, expected: (user: SessionUser | null) => void) =>
  vi.waitFor(async () => expected(await sessionUser(b, cookie)), { timeout: 5_000 });
const login = async (account: Account) =>
  sessionCookie(
    await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: account.username, password: account.password },
    }),
  );
const adminEdit = (account: Account, patch: { fullName?: string; role?: string }) =>
  injectAs(a.app, admin)('PUT', `/api/admin/users/${account.id}`, adminEditFields(account, patch));
/** Runs `statement` with triggers off, so the database announces nothing. */
const silently = (statement: ReturnType<typeof sql>) =>
  a.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });

describe('sessions kept in each instance', () => {
  it('a member’s later requests do not read the session again, until the database announces a change', async () => {
    const member = await registerUser(a.app);
    expect((await sessionUser(a, member.cookie))?.id).toBe(member.id);

    await silently(sql`delete from sessions where user_id = ${member.id}`);
    expect((await sessionUser(a, member.cookie))?.id).toBe(member.id);

    await a.app.db.execute(sql`select pg_notify('session_cache', '')`);
    await vi.waitFor(async () => expect(await sessionUser(a, member.cookie)).toBeNull(), { timeout: 5_000 });
  });

  it('B follows a profile change, an admin’s edit and a change written straight to the database', async () => {
    const member = await registerUser(a.app);
    expect((await sessionUser(b, member.cookie))?.fullName).toBe(`Pengguna ${member.username}`);

    const { payload, headers } = multipartBody({ fullName: 'Nama Baru', email: member.email, address: '' });
    const patched = await a.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload,
      headers: { ...headers, cookie: member.cookie },
    });
    expect(patched.statusCode).toBe(200);
    await onB(member.cookie, (user) => expect(user?.fullName).toBe('Nama Baru'));

    expect((await adminEdit(member, { fullName: 'Nama Dari Admin' })).statusCode).toBe(200);
    await onB(member.cookie, (user) => expect(user?.fullName).toBe('Nama Dari Admin'));

    await a.app.db.execute(sql`update users set full_name = 'Diubah Langsung' where id = ${member.id}`);
    await onB(member.cookie, (user) => expect(user?.fullName).toBe('Diubah Langsung'));
  });

  it('B ends the sessions A ends: logout, a password change’s other devices, a role change, a removed account', async () => {
    const member = await registerUser(a.app);
    const otherDevice = await login(member);
    for (const cookie of [member.cookie, otherDevice])
      expect((await sessionUser(b, cookie))?.id).toBe(member.id);

    const changed = await injectAs(a.app, member)('PUT', '/api/auth/password', {
      currentPassword: member.password,
      newPassword: 'kataSandiBaru',
    });
    expect(changed.statusCode).toBe(204);
    await onB(otherDevice, (user) => expect(user).toBeNull());
    expect((await sessionUser(b, member.cookie))?.id).toBe(member.id);

    expect((await injectAs(a.app, member)('POST', '/api/auth/logout')).statusCode).toBe(204);
    await onB(member.cookie, (user) => expect(user).toBeNull());

    const promoted = await registerUser(a.app);
    expect((await sessionUser(b, promoted.cookie))?.role).toBe('user');
    expect((await adminEdit(promoted, { role: 'admin' })).statusCode).toBe(200);
    await onB(promoted.cookie, (user) => expect(user).toBeNull());

    const removed = await registerUser(a.app);
    expect((await sessionUser(b, removed.cookie))?.id).toBe(removed.id);
    expect((await injectAs(a.app, admin)('DELETE', `/api/admin/users/${removed.id}`)).statusCode).toBe(204);
    await onB(removed.cookie, (user) => expect(user).toBeNull());
  });

  it('the instance that answered a change serves it at once, even before the announcement', async () => {
    await a.app.db.execute(sql`alter table users disable trigger users_session_cache`);
    await a.app.db.execute(sql`alter table sessions disable trigger sessions_session_cache`);
    try {
      const member = await registerUser(a.app);
      expect((await sessionUser(a, member.cookie))?.fullName).toBe(`Pengguna ${member.username}`);

      expect((await adminEdit(member, { fullName: 'Nama Dari Admin' })).statusCode).toBe(200);
      expect((await sessionUser(a, member.cookie))?.fullName).toBe('Nama Dari Admin');

      const otherDevice = await login(member);
      expect((await sessionUser(a, otherDevice))?.id).toBe(member.id);
      const changed = await injectAs(a.app, member)('PUT', '/api/auth/password', {
        currentPassword: member.password,
        newPassword: 'kataSandiBaru',
      });
      expect(changed.statusCode).toBe(204);
      expect(await sessionUser(a, otherDevice)).toBeNull();

      expect((await adminEdit(member, { role: 'admin' })).statusCode).toBe(200);
      expect(await sessionUser(a, member.cookie)).toBeNull();

      const removed = await registerUser(a.app);
      expect((await sessionUser(a, removed.cookie))?.id).toBe(removed.id);
      expect((await injectAs(a.app, admin)('DELETE', `/api/admin/users/${removed.id}`)).statusCode).toBe(204);
      expect(await sessionUser(a, removed.cookie)).toBeNull();
    } finally {
      await a.app.db.execute(sql`alter table users enable trigger users_session_cache`);
      await a.app.db.execute(sql`alter table sessions enable trigger sessions_session_cache`);
    }
  });
});
