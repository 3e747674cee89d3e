import type { AuditAction, AuditDetails } from '@sehat/core/admin/audit/schemas';
import { desc, eq, lt, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { adminAuditLog, type AuditRow } from '../../db/schema/index';
import type { Tx } from '../database/transaction';
import { pageOf } from '../cursors/id-cursor';
import { deletedAccountName } from './deleted-account-name';

export interface AuditRecord {
  actor: { id: number; username: string };
  action: AuditAction;
  /** Null for a change to a site setting (ADR 190). */
  target: { id: number; username: string } | null;
  details: AuditDetails;
}

export interface AuditLog {
  /** Writes an entry inside the caller's transaction, so it exists exactly when the change does. */
  record(tx: Tx, entry: AuditRecord): Promise<void>;
  /**
   * Inside the deletion's transaction: every entry that names the account, as actor or target,
   * names it by its pseudonym from then on, and a rename's previous username goes.
   */
  forgetAccount(tx: Tx, userId: number): Promise<void>;
  /** Newest first, `limit` at a time, after the entry with id `beforeId`. */
  list(page: { limit: number; beforeId?: number | undefined }): Promise<{
    rows: AuditRow[];
    nextCursor: string | null;
  }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auditLog: AuditLog;
  }
}

export default fp(
  async (app) => {
    const auditLog: AuditLog = {
      async record(tx, { actor, action, target, details }) {
        await tx.insert(adminAuditLog).values({
          actorId: actor.id,
          actorUsername: actor.username,
          action,
          targetId: target?.id ?? null,
          targetUsername: target?.username ?? null,
          details,
        });
      },
      async forgetAccount(tx, userId) {
        const name = deletedAccountName(userId);
        await tx
          .update(adminAuditLog)
          .set({
            actorUsername: sql`case when ${adminAuditLog.actorId} = ${userId} then ${name} else ${adminAuditLog.actorUsername} end`,
            targetUsername: sql`case when ${adminAuditLog.targetId} = ${userId} then ${name} else ${adminAuditLog.targetUsername} end`,
            details: sql`case when ${adminAuditLog.targetId} = ${userId} then ${adminAuditLog.details} - 'previousUsername' else ${adminAuditLog.details} end`,
          })
          .where(or(eq(adminAuditLog.actorId, userId), eq(adminAuditLog.targetId, userId)));
      },
      async list({ limit, beforeId }) {
        const rows = await app.db
          .select()
          .from(adminAuditLog)
          .where(beforeId ? lt(adminAuditLog.id, beforeId) : undefined)
          .orderBy(desc(adminAuditLog.id))
          .limit(limit + 1);
        const { page, nextCursor } = pageOf(rows, limit);
        return { rows: page, nextCursor };
      },
    };
    app.decorate('auditLog', auditLog);
  },
  { name: 'audit-log', dependencies: ['db'] },
);
