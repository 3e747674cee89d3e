import { responseTargetMinutes } from '@sehat/core/chat/counsellor-service';
import { responseDueAt } from '@sehat/core/service-hours/response-due';
import { shiftMoment } from '@sehat/core/shifts/week';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { conversations, counsellorPresence, counsellorShifts, users } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import { onlineNow } from './counsellor-presence';
import { counsellorRoles } from './policy';
import { atRisk, awaitingSince } from './risk';
import { conversationChanged } from './triage';

export interface ChatQueue {
  /**
   * Inside the caller's transaction, after anything that changes what a conversation waits
   * for (a message, a shared result, a check-in alert, a status): keeps its wait and due time
   * (docs/decisions/0192) and, with `handOut`, gives it to an online counsellor when it waits
   * with nobody holding it (docs/decisions/0191).
   */
  settle(tx: Tx, conversationId: number, options: { handOut: boolean }): Promise<void>;
  /** Gives every open conversation waiting unheld to the online counsellors, risky ones first. */
  handOutWaiting(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatQueue: ChatQueue;
  }
}

/** Any fixed number: assignments are made one at a time, so two never pick the same "least". */
const ASSIGN_LOCK = 0x5a55_1e;

/**
 * The online counsellor to give a conversation to: one on shift at `moment` (the service's
 * clock) before one off shift (ADR 232), then the one holding the fewest open conversations,
 * then the longest-standing id. With nobody on shift online, the least loaded as before.
 */
async function pickCounsellor(tx: Tx, moment: { day: number; minute: number }): Promise<number | undefined> {
  const onShift = sql`exists (select 1 from ${counsellorShifts} s where s.counsellor_id = ${users.id}
    and s.day = ${moment.day} and s.start_minute <= ${moment.minute} and s.end_minute > ${moment.minute})`;
  const [row] = await tx
    .select({ id: users.id, open: count(conversations.id) })
    .from(counsellorPresence)
    .innerJoin(users, and(eq(users.id, counsellorPresence.userId), inArray(users.role, counsellorRoles)))
    .leftJoin(conversations, and(eq(conversations.assigneeId, users.id), eq(conversations.status, 'open')))
    .where(onlineNow)
    .groupBy(users.id)
    .orderBy(desc(onShift), asc(count(conversations.id)), asc(users.id))
    .limit(1);
  return row?.id;
}

export default fp(
  async (app) => {
    const assign = async (tx: Tx, conversationId: number) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ASSIGN_LOCK})`);
      const { timezone } = await app.serviceHours.current(tx);
      const counsellor = await pickCounsellor(tx, shiftMoment(new Date(), timezone));
      if (counsellor === undefined) return false;
      const [row] = await tx
        .update(conversations)
        .set({ assigneeId: counsellor })
        .where(and(eq(conversations.id, conversationId), isNull(conversations.assigneeId)))
        .returning();
      if (row) await app.liveEvents.append(tx, conversationChanged(row));
      return row !== undefined;
    };

    const queue: ChatQueue = {
      async settle(tx, conversationId, { handOut }) {
        const [row] = await tx
          .select({
            status: conversations.status,
            assigneeId: conversations.assigneeId,
            waitingFrom: conversations.awaitingSince,
            since: awaitingSince,
            risk: atRisk,
          })
          .from(conversations)
          .where(eq(conversations.id, conversationId));
        if (!row) return;
        const waiting = row.status === 'open' ? row.since : null;
        const minutes = row.risk ? responseTargetMinutes.risky : responseTargetMinutes.other;
        const dueAt = waiting ? responseDueAt(await app.serviceHours.current(tx), waiting, minutes) : null;
        const sameWait = waiting !== null && row.waitingFrom?.getTime() === waiting.getTime();
        await tx
          .update(conversations)
          .set({
            awaitingSince: waiting,
            firstResponseDueAt: dueAt,
            // A new wait may be told about again; the same wait, risky later, was not yet told.
            ...(sameWait ? {} : { overdueAlertedAt: null }),
          })
          .where(eq(conversations.id, conversationId));
        if (handOut && waiting && row.assigneeId === null) await assign(tx, conversationId);
      },

      handOutWaiting() {
        return app.db.transaction(async (tx) => {
          const waiting = await tx
            .select({ id: conversations.id })
            .from(conversations)
            .where(
              and(
                eq(conversations.status, 'open'),
                isNull(conversations.assigneeId),
                isNotNull(conversations.awaitingSince),
              ),
            )
            .orderBy(desc(atRisk), asc(conversations.awaitingSince), asc(conversations.id));
          let given = 0;
          for (const { id } of waiting) {
            if (!(await assign(tx, id))) break;
            given += 1;
          }
          return given;
        });
      },
    };
    app.decorate('chatQueue', queue);
  },
  { name: 'chat-queue', dependencies: ['db', 'live-events', 'service-hours-store'] },
);
