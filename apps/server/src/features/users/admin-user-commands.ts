import { changedUserFields, deleteViolation, roleChangeViolation } from '@sehat/core/admin/users/rules';
import { adminUserMessages } from '@sehat/core/admin/messages';
import { privacyMessages } from '@sehat/core/privacy/messages';
import type { Role } from '@sehat/core/user/limits';
import { asc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { users } from '../../db/schema/index';
import { setPasswordHash } from '../../platform/accounts/password-store';
import { deletedAccountName } from '../../platform/audit/deleted-account-name';
import type { Tx } from '../../platform/database/transaction';
import { conflict, forbidden, notFound } from '../../platform/http/errors';
import type { AccountRow } from '../../platform/accounts/user-presenter';
import { accountColumns } from '../../platform/accounts/users-repository';

/** The admin acting, as the session knows them. */
export interface AdminActor {
  id: number;
  username: string;
  sessionId: string | null;
}

export interface AdminUserFields {
  username: string;
  email: string;
  fullName: string;
  address: string;
  role: Role;
}

export interface AdminUserCommands {
  create(actor: AdminActor, user: AdminUserFields & { passwordHash: string }): Promise<AccountRow>;
  /** A new password or role ends the user's sessions (but not the acting admin's own). */
  update(
    actor: AdminActor,
    id: number,
    patch: AdminUserFields & { passwordHash?: string },
  ): Promise<AccountRow>;
  /** Removes the account, every row that references it and then its files. */
  remove(actor: AdminActor, id: number): Promise<void>;
  /** The owner deletes their own account; the last admin cannot (409). */
  removeOwn(user: { id: number }): Promise<void>;
  /** A one-time password-reset link for the user, recorded in the audit log (works without mail). */
  issueResetLink(actor: AdminActor, id: number): Promise<{ link: string; expiresAt: Date }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminUserCommands: AdminUserCommands;
  }
}

/**
 * Locks every admin row (in id order, so concurrent commands queue instead of deadlocking) and
 * returns how many there are. The rules about the last admin hold even when two admins act at
 * once, and an admin demoted or deleted a moment ago can no longer act.
 */
async function lockAdmins(tx: Tx, actorId: number): Promise<number> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  if (!admins.some((admin) => admin.id === actorId)) throw forbidden();
  return admins.length;
}

async function lockTarget(tx: Tx, id: number): Promise<AccountRow> {
  const [row] = await tx.select(accountColumns).from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound(adminUserMessages.notFound);
  return row;
}

export default fp(
  async (app) => {
    const { db, auditLog } = app;

    const commands: AdminUserCommands = {
      create(actor, user) {
        return db.transaction(async (tx) => {
          await lockAdmins(tx, actor.id);
          const [row] = await tx.insert(users).values(user).returning(accountColumns);
          const target = { id: row!.id, username: row!.username };
          await auditLog.record(tx, { actor, action: 'user.created', target, details: { role: row!.role } });
          return row!;
        });
      },

      update(actor, id, { passwordHash, ...fields }) {
        return db.transaction(async (tx) => {
          const adminCount = await lockAdmins(tx, actor.id);
          const before = await lockTarget(tx, id);
          const violation = roleChangeViolation(before, fields.role, adminCount);
          if (violation) throw conflict(violation.code, violation.message, { role: violation.message });

          await app.emailVerification.emailChanged(tx, {
            userId: id,
            previousEmail: before.email,
            email: fields.email,
          });
          const [row] = await tx
            .update(users)
            .set({ ...fields, updatedAt: sql`now()` })
            .where(eq(users.id, id))
            .returning(accountColumns);
          if (passwordHash) {
            await setPasswordHash(tx, id, passwordHash);
            if (id !== actor.id) await app.securityNotices.tell(tx, id, 'password_set');
          }
          const roleChanged = before.role !== fields.role;
          if (passwordHash || roleChanged) {
            await app.sessions.endOthers(id, id === actor.id ? actor.sessionId : null, tx);
          }

          const target = { id, username: row!.username };
          const changed = changedUserFields(before, { ...fields, password: passwordHash });
          if (changed.length) {
            const previousUsername = changed.includes('username')
              ? { previousUsername: before.username }
              : {};
            await auditLog.record(tx, {
              actor,
              action: 'user.updated',
              target,
              details: { changed, ...previousUsername },
            });
          }
          if (roleChanged) {
            await auditLog.record(tx, {
              actor,
              action: 'user.role_changed',
              target,
              details: { from: before.role, to: fields.role },
            });
          }
          return row!;
        });
      },

      async remove(actor, id) {
        const files = await db.transaction(async (tx) => {
          const adminCount = await lockAdmins(tx, actor.id);
          const target = await lockTarget(tx, id);
          const violation = deleteViolation(actor.id, target, adminCount);
          if (violation) throw conflict(violation.code, violation.message);

          const files = await app.accountDeletion.deleteRows(tx, target);
          await auditLog.record(tx, {
            actor,
            action: 'user.deleted',
            target: { id, username: deletedAccountName(id) },
            details: { role: target.role },
          });
          return files;
        });
        await app.accountDeletion.removeFiles(files);
      },

      async removeOwn(user) {
        const files = await db.transaction(async (tx) => {
          const admins = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.role, 'admin'))
            .orderBy(asc(users.id))
            .for('update');
          const target = await lockTarget(tx, user.id);
          if (target.role === 'admin' && admins.length <= 1) {
            throw conflict('LAST_ADMIN', privacyMessages.lastAdmin);
          }
          const files = await app.accountDeletion.deleteRows(tx, target);
          // The entry keeps that an account went, not whose: a pseudonym, no details.
          const nobody = { id: user.id, username: deletedAccountName(user.id) };
          await auditLog.record(tx, {
            actor: nobody,
            action: 'account.self_deleted',
            target: nobody,
            details: {},
          });
          return files;
        });
        await app.accountDeletion.removeFiles(files);
      },

      issueResetLink(actor, id) {
        return db.transaction(async (tx) => {
          await lockAdmins(tx, actor.id);
          const target = await lockTarget(tx, id);
          const { link, expiresAt } = await app.passwordReset.issueLink(tx, id, actor.id);
          if (id !== actor.id) await app.securityNotices.tell(tx, id, 'reset_link');
          await auditLog.record(tx, {
            actor,
            action: 'user.password_reset_link',
            target: { id, username: target.username },
            details: {},
          });
          return { link, expiresAt };
        });
      },
    };
    app.decorate('adminUserCommands', commands);
  },
  {
    name: 'admin-user-commands',
    dependencies: [
      'db',
      'sessions',
      'audit-log',
      'account-deletion',
      'email-verification',
      'password-reset',
      'security-notices',
    ],
  },
);
