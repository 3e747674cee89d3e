import { adminUserMessages } from '@sehat/core/admin/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../../db/schema/index';
import { adminEditFields } from '../../../../../test/admin-users';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  registerUser,
  sessionCookie,
  useTestApp,
} from '../../../../../test/helper';
import { injectAs, useAdmin } from '../../../../../test/inject-as';

const t = useTestApp();
const { call } = useAdmin(t);

const roleOf = async (id: number) =>
  (await t.app.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;
const login = (login: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password } });

describe('roles on PUT /api/admin/users/:id', () => {
  it.each(['counsellor', 'supervisor', 'admin', 'user'] as const)(
    'an admin makes a person %s',
    async (role) => {
      const target = await registerUser(t.app);
      const response = await call('PUT', `/api/admin/users/${target.id}`, adminEditFields(target, { role }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user.role).toBe(role);
      expect(await roleOf(target.id)).toBe(role);
    },
  );

  it('gives a new counsellor the inbox at their next login, and nothing else', async () => {
    const target = await registerUser(t.app);
    await call('PUT', `/api/admin/users/${target.id}`, adminEditFields(target, { role: 'counsellor' }));
    const as = injectAs(t.app, { cookie: sessionCookie(await login(target.username, target.password)) });
    expect((await as('GET', '/api/admin/chat/users')).statusCode).toBe(200);
    expect((await as('GET', '/api/admin/users')).statusCode).toBe(403);
  });

  it('refuses a role outside the four with the Indonesian message, changing nothing', async () => {
    const target = await registerUser(t.app);
    const response = await call(
      'PUT',
      `/api/admin/users/${target.id}`,
      adminEditFields(target, { role: 'moderator' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ role: adminUserMessages.roleInvalid });
    expect(await roleOf(target.id)).toBe('user');
  });

  it('lets only admins set roles: a supervisor or counsellor gets 403, even for themselves', async () => {
    const target = await registerUser(t.app);
    for (const role of ['supervisor', 'counsellor'] as const) {
      const staff = await createStaff(t.app, role);
      const as = injectAs(t.app, staff);
      const other = await as(
        'PUT',
        `/api/admin/users/${target.id}`,
        adminEditFields(target, { role: 'admin' }),
      );
      expect(other.statusCode).toBe(403);
      const self = await as(
        'PUT',
        `/api/admin/users/${staff.id}`,
        adminEditFields(staff, { role: 'admin', fullName: staff.username }),
      );
      expect(self.statusCode).toBe(403);
      expect(await roleOf(staff.id)).toBe(role);
    }
    expect(await roleOf(target.id)).toBe('user');
  });

  it('keeps the last admin an admin: a supervisor does not count as one (409)', async () => {
    const solo = await buildTestApp();
    try {
      const only = await createAdmin(solo.app);
      await createStaff(solo.app, 'supervisor');
      for (const role of ['supervisor', 'counsellor'] as const) {
        const response = await injectAs(solo.app, only)(
          'PUT',
          `/api/admin/users/${only.id}`,
          adminEditFields(only, { role, fullName: `Admin ${only.username}` }),
        );
        expect(response.statusCode).toBe(409);
        expect(response.json().error.code).toBe('LAST_ADMIN');
      }
      const [row] = await solo.app.db.select().from(users).where(eq(users.id, only.id));
      expect(row!.role).toBe('admin');
    } finally {
      await solo.close();
    }
  });
});
