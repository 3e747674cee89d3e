import { and, eq, inArray, isNotNull, isNull, lte, min } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { conversations, counsellorPresence, users } from '../../db/schema/index';
import { onlineNow } from './counsellor-presence';
import { counsellorRoles } from './policy';
import { atRisk } from './risk';
import { supervisorsToTell } from './supervisors';

export const OVERDUE_ALERTS_JOB = 'chat-overdue-alerts';

/** Open, risky, with a due time, and not yet told about. */
const waitingToBeTold = and(
  eq(conversations.status, 'open'),
  isNotNull(conversations.firstResponseDueAt),
  isNull(conversations.overdueAlertedAt),
  atRisk,
);

/**
 * A risky conversation past its response target notifies every counsellor online at that
 * moment and every supervisor, once per wait (docs/decisions/0192, 0230). A due job, not the hourly sweep: a five-minute
 * target cannot wait an hour to be noticed.
 */
export default fp(
  async (app) => {
    const { db } = app;
    app.dueJobs.add(OVERDUE_ALERTS_JOB, {
      run: (now) =>
        db.transaction(async (tx) => {
          const overdue = await tx
            .select({ id: conversations.id, userId: conversations.userId })
            .from(conversations)
            .where(and(waitingToBeTold, lte(conversations.firstResponseDueAt, now)))
            .for('update', { skipLocked: true });
          if (overdue.length === 0) return 0;
          const online = await tx
            .select({ id: users.id })
            .from(counsellorPresence)
            .innerJoin(
              users,
              and(eq(users.id, counsellorPresence.userId), inArray(users.role, counsellorRoles)),
            )
            .where(onlineNow);
          // Supervisors hear of it online or not (api.md "Roles and supervision").
          const told = new Set([...online.map((account) => account.id), ...(await supervisorsToTell(tx))]);
          for (const conversation of overdue) {
            for (const id of told) await app.notifier.chatOverdue(tx, id, conversation.userId);
            // Told once, whoever was online; a counsellor coming online later sees it marked in the inbox.
            await tx
              .update(conversations)
              .set({ overdueAlertedAt: now })
              .where(eq(conversations.id, conversation.id));
          }
          return overdue.length;
        }),
      async nextDueAt() {
        const [row] = await db
          .select({ at: min(conversations.firstResponseDueAt) })
          .from(conversations)
          .where(waitingToBeTold);
        return row?.at ?? null;
      },
    });
  },
  { name: 'chat-overdue-alerts', dependencies: ['db', 'due-jobs', 'notifier'] },
);
