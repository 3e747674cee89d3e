import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, users } from '../../../../db/schema/index';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../../test/helper';
import { injectAs } from '../../../../../test/inject-as';

const t = useTestApp();
let user: Account;
let admin: Account;
beforeAll(async () => {
  user = await registerUser(t.app);
  admin = await createAdmin(t.app);
});

const validUser = { username: 'tidakboleh', email: 'tidak@boleh.id', password: 'rahasia1', role: 'admin' };

/** Every admin route, with a body that would succeed for an admin. */
const routes = () =>
  [
    ['GET', '/api/admin/users', undefined],
    ['GET', '/api/admin/users?q=a&limit=5', undefined],
    ['POST', '/api/admin/users', validUser],
    ['PUT', `/api/admin/users/${admin.id}`, { ...validUser, fullName: '', address: '', role: 'user' }],
    ['DELETE', `/api/admin/users/${admin.id}`, undefined],
    ['GET', '/api/admin/audit-log', undefined],
  ] as const;

const totals = async () => ({
  users: (await t.app.db.select({ n: count() }).from(users))[0]!.n,
  audit: (await t.app.db.select({ n: count() }).from(adminAuditLog))[0]!.n,
});

describe('admin routes', () => {
  it('answer 401 to a visitor and 403 to a logged-in user, changing nothing', async () => {
    const before = await totals();
    for (const [method, url, payload] of routes()) {
      const visitor = await injectAs(t.app, null)(method, url, payload);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
      const asUser = await injectAs(t.app, user)(method, url, payload);
      expect(asUser.statusCode, `${method} ${url}`).toBe(403);
      expect(asUser.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'Anda tidak memiliki akses untuk tindakan ini.',
      });
    }
    expect(await totals()).toEqual(before);
  });

  it('refuse a non-admin before looking at the body or the id', async () => {
    const call = injectAs(t.app, user);
    expect((await call('POST', '/api/admin/users', { username: 1 })).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/users/abc', {})).statusCode).toBe(403);
    expect((await call('DELETE', '/api/admin/users/999999')).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users?limit=9999')).statusCode).toBe(403);
  });

  it('refuse a cross-site write even from an admin', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      headers: { cookie: admin.cookie, origin: 'https://jahat.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie: user.cookie } })).statusCode).toBe(
      200,
    );
  });
});
