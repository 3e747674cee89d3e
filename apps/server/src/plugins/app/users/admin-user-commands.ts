import { changedUserFields, deleteViolation, roleChangeViolation } from '@sehat/core/admin/users/rules';
import { adminUserMessages } from '@sehat/core/admin/messages';
import type { Role } from '@sehat/core/user/limits';
import { asc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { uploads, users } from '../../../db/schema/index';
import type { Tx } from '../../../db/transaction';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import type { AccountRow } from '../../../presenters/user';
import { accountColumns } from './users-repository';

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

          const [row] = await tx
            .update(users)
            .set({ ...fields, ...(passwordHash ? { passwordHash } : {}), updatedAt: sql`now()` })
            .where(eq(users.id, id))
            .returning(accountColumns);
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
          // Locking the user first makes concurrent uploads for them wait, then fail on the
          // foreign key, so the list of files read next is complete.
          const target = await lockTarget(tx, id);
          const violation = deleteViolation(actor.id, target, adminCount);
          if (violation) throw conflict(violation.code, violation.message);

          const stored = await tx.select({ path: uploads.path }).from(uploads).where(eq(uploads.userId, id));
          // Every table that references users does so with ON DELETE CASCADE.
          await tx.delete(users).where(eq(users.id, id));
          await auditLog.record(tx, {
            actor,
            action: 'user.deleted',
            target: { id, username: target.username },
            details: { role: target.role },
          });
          return new Set([
            ...stored.map((file) => file.path),
            ...(target.photoPath ? [target.photoPath] : []),
          ]);
        });
        // Files go only after the rows are gone for good; a file that cannot be removed is
        // logged rather than undoing a deletion the admin has already seen succeed.
        for (const file of files) {
          await app.fileStorage.remove(file).catch((error: unknown) => {
            app.log.warn({ err: error, file }, 'could not remove a file of a deleted user');
          });
        }
      },
    };
    app.decorate('adminUserCommands', commands);
  },
  { name: 'admin-user-commands', dependencies: ['db', 'sessions', 'audit-log', 'file-storage'] },
);
