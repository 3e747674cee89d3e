import { adminUserMessages } from '@sehat/core/admin/messages';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAuditLog, uploads, users } from '../../../../db/schema/index';
import { deletedAccountName } from '../../../../platform/audit/deleted-account-name';
import { buildTestApp, createAdmin, registerUser, useTestApp } from '../../../../../test/helper';
import { injectAs, useAdmin } from '../../../../../test/inject-as';
import { seedQuestions } from '../../../../../test/selftest';
import { referencesToUsers, rowsReferencing, tablesReachingUsers } from '../../../../../test/user-data';
import { storedFilePaths } from '../../../../../test/stored-files';
import { userDataSeeders } from '../../../../../test/user-data-seeders';

const t = useTestApp();
const { admin, call } = useAdmin(t);
beforeAll(async () => {
  await seedQuestions(t.app);
});

const { seeders, seedEverything, uploadAvatar } = userDataSeeders(t);

const userFiles = async (userId: number) =>
  (await t.app.db.select({ path: uploads.path }).from(uploads).where(eq(uploads.userId, userId))).map(
    (r) => r.path,
  );

describe('DELETE /api/admin/users/:id', () => {
  it("removes every row that references the user and every file they stored, and nobody else's", async () => {
    const references = await referencesToUsers(t.app.db);
    expect(
      await tablesReachingUsers(t.app.db),
      'every table that references users (directly or through one hop) needs a seeder in test/user-data-seeders.ts',
    ).toEqual(Object.keys(seeders).sort());

    const target = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    await seedEverything(target);
    await seedEverything(bystander);
    for (const reference of references) {
      expect(await rowsReferencing(t.app.db, reference, target.id), reference.table).toBeGreaterThan(0);
    }
    const targetFiles = await userFiles(target.id);
    const bystanderFiles = await userFiles(bystander.id);
    expect(targetFiles.length).toBeGreaterThanOrEqual(2);
    const filesBefore = await storedFilePaths(t);
    expect(filesBefore).toEqual(expect.arrayContaining([...targetFiles, ...bystanderFiles]));

    const response = await call('DELETE', `/api/admin/users/${target.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(await t.app.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
    for (const reference of references) {
      expect(await rowsReferencing(t.app.db, reference, target.id), reference.table).toBe(0);
      expect(await rowsReferencing(t.app.db, reference, bystander.id), reference.table).toBeGreaterThan(0);
    }
    expect(await storedFilePaths(t)).toEqual(filesBefore.filter((file) => !targetFiles.includes(file)));
    const session = await t.app.inject({ url: '/api/auth/session', headers: { cookie: target.cookie } });
    expect(session.json().user).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: target.username, password: target.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('logs the deletion (who, whom by pseudonym, the role) and the entry outlives the user', async () => {
    const target = await registerUser(t.app);
    await call('DELETE', `/api/admin/users/${target.id}`);
    const entries = await t.app.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, target.id));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'user.deleted',
        actorId: admin.id,
        actorUsername: admin.username,
        targetUsername: deletedAccountName(target.id),
        details: { role: 'user' },
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(target.username);
  });

  it('deletes another admin while one remains', async () => {
    const other = await createAdmin(t.app);
    expect((await call('DELETE', `/api/admin/users/${other.id}`)).statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/admin/users', headers: { cookie: other.cookie } })).statusCode,
    ).toBe(401);
  });

  it('refuses to delete the account the admin is logged in with (409), keeping its data and files', async () => {
    const self = await createAdmin(t.app);
    await uploadAvatar(self);
    const files = await userFiles(self.id);
    const response = await injectAs(t.app, self)('DELETE', `/api/admin/users/${self.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'SELF_DELETE', message: adminUserMessages.selfDelete });
    expect(await t.app.db.select({ id: users.id }).from(users).where(eq(users.id, self.id))).toHaveLength(1);
    expect(await storedFilePaths(t)).toEqual(expect.arrayContaining(files));
    const logged = await t.app.db
      .select({ n: count() })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, self.id), eq(adminAuditLog.action, 'user.deleted')));
    expect(logged[0]!.n).toBe(0);
  });

  it('keeps the last admin when two admins delete each other at the same moment', async () => {
    const pair = await buildTestApp();
    try {
      const first = await createAdmin(pair.app);
      const second = await createAdmin(pair.app);
      const responses = await Promise.all([
        injectAs(pair.app, first)('DELETE', `/api/admin/users/${second.id}`),
        injectAs(pair.app, second)('DELETE', `/api/admin/users/${first.id}`),
      ]);
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 204)).toHaveLength(1);
      expect(codes.filter((c) => c === 401 || c === 403)).toHaveLength(1);
      const admins = await pair.app.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await pair.close();
    }
  });

  it('still deletes the user when a file cannot be removed, and logs it', async () => {
    const target = await registerUser(t.app);
    await uploadAvatar(target);
    const remove = vi.spyOn(t.app.fileStorage, 'remove').mockRejectedValueOnce(new Error('disk busy'));
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      expect((await call('DELETE', `/api/admin/users/${target.id}`)).statusCode).toBe(204);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ file: expect.any(String) }),
        expect.any(String),
      );
      expect(await t.app.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
    } finally {
      remove.mockRestore();
      warn.mockRestore();
    }
  });

  it('404 for an unknown or already deleted user, 400 for an id that is not one', async () => {
    const target = await registerUser(t.app);
    expect((await call('DELETE', `/api/admin/users/${target.id}`)).statusCode).toBe(204);
    const again = await call('DELETE', `/api/admin/users/${target.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(adminUserMessages.notFound);
    expect((await call('DELETE', '/api/admin/users/abc')).statusCode).toBe(400);
  });
});
