import { privacyMessages } from '@sehat/core/privacy/messages';
import { eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, keptMails, uploads, users } from '../../../db/schema/index';
import { deletedAccountName } from '../../../platform/audit/deleted-account-name';
import { adminEditFields } from '../../../../test/admin-users';
import { conversationOf, sent } from '../../../../test/chat';
import { type Account, buildTestApp, createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { seedQuestions } from '../../../../test/selftest';
import { referencesToUsers, rowsReferencing } from '../../../../test/user-data';
import { storedFilePaths } from '../../../../test/stored-files';
import { userDataSeeders } from '../../../../test/user-data-seeders';

const t = useTestApp();
let counsellor: Account;
beforeAll(async () => {
  await seedQuestions(t.app);
  // Chat needs a counsellor on duty.
  counsellor = await createAdmin(t.app);
});
const { seedEverything } = userDataSeeders(t);

const userExists = async (id: number) =>
  (await t.app.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

describe('DELETE /api/profile', () => {
  it('deletes every row and file of the owner, ends every session, and logs no personal data', async () => {
    const owner = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    await seedEverything(owner);
    await seedEverything(bystander);
    const references = await referencesToUsers(t.app.db);
    const ownerFiles = (
      await t.app.db.select({ path: uploads.path }).from(uploads).where(eq(uploads.userId, owner.id))
    ).map((row) => row.path);
    const filesBefore = await storedFilePaths(t);
    // No SMTP_URL here: the sent mails are kept in the database.
    const mailsOf = async (account: { email: string }) =>
      t.app.db.select().from(keptMails).where(eq(keptMails.toAddress, account.email));
    expect(await mailsOf(owner)).not.toEqual([]);

    const response = await injectAs(t.app, owner)('DELETE', '/api/profile', { password: owner.password });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    expect(await userExists(owner.id)).toBe(false);
    for (const reference of references) {
      expect(await rowsReferencing(t.app.db, reference, owner.id), reference.table).toBe(0);
      expect(await rowsReferencing(t.app.db, reference, bystander.id), reference.table).toBeGreaterThan(0);
    }
    expect(await storedFilePaths(t)).toEqual(filesBefore.filter((file) => !ownerFiles.includes(file)));
    expect(await mailsOf(owner)).toEqual([]);
    expect(await mailsOf(bystander)).not.toEqual([]);
    const session = await t.app.inject({ url: '/api/auth/session', headers: { cookie: owner.cookie } });
    expect(session.json().user).toBeNull();

    const entries = await t.app.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, owner.id));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'account.self_deleted',
        actorUsername: deletedAccountName(owner.id),
        targetUsername: deletedAccountName(owner.id),
        details: {},
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(owner.username);
  });

  it('leaves the audit log naming the person by a pseudonym only, and other people as they were', async () => {
    const owner = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    const as = injectAs(t.app, counsellor);
    for (const person of [owner, bystander]) {
      const id = await conversationOf(t.app, person);
      await sent(t.app, person, id, 'Saya susah tidur');
      expect(
        (await as('POST', `/api/admin/chat/conversations/${id}/notes`, { text: 'Catatan' })).statusCode,
      ).toBe(201);
    }
    const renamed = `${owner.username}x`;
    const rename = await as(
      'PUT',
      `/api/admin/users/${owner.id}`,
      adminEditFields(owner, { username: renamed }),
    );
    expect(rename.statusCode).toBe(200);
    const namingOwner = or(eq(adminAuditLog.targetId, owner.id), eq(adminAuditLog.actorId, owner.id));
    expect(JSON.stringify(await t.app.db.select().from(adminAuditLog).where(namingOwner))).toContain(
      owner.username,
    );

    const response = await injectAs(t.app, owner)('DELETE', '/api/profile', { password: owner.password });
    expect(response.statusCode).toBe(204);

    const pseudonym = deletedAccountName(owner.id);
    expect(pseudonym).toMatch(/^pengguna-terhapus-[0-9a-f]{8}$/);
    const entries = await t.app.db.select().from(adminAuditLog).where(namingOwner);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'account.self_deleted',
      'chat.note_added',
      'user.updated',
    ]);
    for (const entry of entries) expect(entry.targetUsername).toBe(pseudonym);
    expect(entries.find((entry) => entry.action === 'user.updated')).toMatchObject({
      actorUsername: counsellor.username,
      details: { changed: ['username'] },
    });
    const everything = JSON.stringify(await t.app.db.select().from(adminAuditLog));
    expect(everything).not.toContain(owner.username);
    expect(everything).toContain(bystander.username);
  });

  it('403 with a wrong password; 400 without one; the account stays', async () => {
    const owner = await registerUser(t.app);
    const wrong = await injectAs(t.app, owner)('DELETE', '/api/profile', { password: 'bukan-sandinya' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(privacyMessages.deletePasswordWrong);
    const missing = await injectAs(t.app, owner)('DELETE', '/api/profile', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(privacyMessages.deletePasswordRequired);
    expect(await userExists(owner.id)).toBe(true);
  });

  it("never deletes someone else's account, even with their password or id", async () => {
    const victim = await registerUser(t.app);
    const other = await registerUser(t.app);
    const response = await injectAs(t.app, other)('DELETE', '/api/profile', {
      password: victim.password.concat('x'),
      userId: victim.id,
    });
    expect(response.statusCode).toBe(403);
    expect(await userExists(victim.id)).toBe(true);
    expect(await userExists(other.id)).toBe(true);
    expect((await injectAs(t.app, null)('DELETE', '/api/profile', { password: 'x' })).statusCode).toBe(401);
  });

  it('refuses the last admin (409), and lets an admin go while another remains', async () => {
    const fresh = await buildTestApp();
    try {
      const only = await createAdmin(fresh.app);
      const refused = await injectAs(fresh.app, only)('DELETE', '/api/profile', { password: only.password });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({ code: 'LAST_ADMIN', message: privacyMessages.lastAdmin });
      await createAdmin(fresh.app);
      const allowed = await injectAs(fresh.app, only)('DELETE', '/api/profile', { password: only.password });
      expect(allowed.statusCode).toBe(204);
    } finally {
      await fresh.close();
    }
  });
});
