import type { AdminCheckinStatus } from '@sehat/core/checkins/schemas';
import { and, asc, desc, eq, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { checkins, users, type CheckinRow } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';

export interface CheckinRepository {
  /** The person's check-ins not yet sent, earliest first. */
  unsent(tx: Tx, userId: number): Promise<CheckinRow[]>;
  /** New check-ins at these times. */
  insert(tx: Tx, userId: number, dueAts: Date[]): Promise<CheckinRow[]>;
  /** The person's newest `limit` check-ins (null: all of them), earliest first. */
  list(userId: number, limit: number | null): Promise<CheckinRow[]>;
  /** Deletes the person's unsent check-ins; returns how many went. */
  cancelUnsent(userId: number): Promise<number>;
  /** One of the person's check-ins, locked until the transaction ends; undefined when not theirs. */
  lockOwn(tx: Tx, userId: number, id: number): Promise<CheckinRow | undefined>;
  recordAnswer(tx: Tx, id: number, answer: NonNullable<CheckinRow['answer']>): Promise<CheckinRow>;
  /** Locks up to `limit` unsent check-ins due by `now` that no other instance holds. */
  lockDue(tx: Tx, now: Date, limit: number): Promise<CheckinRow[]>;
  markSent(tx: Tx, id: number): Promise<void>;
  /** When the earliest unsent check-in falls due. */
  nextDueAt(): Promise<Date | null>;
  /** For the counsellors: `due` (past due, unanswered) or `answered`, newest first. */
  adminPage(
    status: AdminCheckinStatus,
    limit: number,
    offset: number,
  ): Promise<(CheckinRow & { username: string; fullName: string })[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkinRepository: CheckinRepository;
  }
}

export default fp(
  async (app) => {
    const { db } = app;
    const repository: CheckinRepository = {
      unsent: (tx, userId) =>
        tx
          .select()
          .from(checkins)
          .where(and(eq(checkins.userId, userId), isNull(checkins.sentAt)))
          .orderBy(asc(checkins.dueAt), asc(checkins.id)),
      insert: (tx, userId, dueAts) =>
        tx
          .insert(checkins)
          .values(dueAts.map((dueAt) => ({ userId, dueAt })))
          .returning(),
      async list(userId, limit) {
        const newest = db
          .select()
          .from(checkins)
          .where(eq(checkins.userId, userId))
          .orderBy(desc(checkins.dueAt), desc(checkins.id));
        return (await (limit === null ? newest : newest.limit(limit))).reverse();
      },
      async cancelUnsent(userId) {
        const gone = await db
          .delete(checkins)
          .where(and(eq(checkins.userId, userId), isNull(checkins.sentAt)))
          .returning({ id: checkins.id });
        return gone.length;
      },
      async lockOwn(tx, userId, id) {
        const [row] = await tx
          .select()
          .from(checkins)
          .where(and(eq(checkins.id, id), eq(checkins.userId, userId)))
          .for('update');
        return row;
      },
      async recordAnswer(tx, id, answer) {
        const [row] = await tx
          .update(checkins)
          .set({ answer, answeredAt: sql`now()` })
          .where(eq(checkins.id, id))
          .returning();
        return row!;
      },
      lockDue: (tx, now, limit) =>
        tx
          .select()
          .from(checkins)
          .where(and(isNull(checkins.sentAt), lte(checkins.dueAt, now)))
          .orderBy(asc(checkins.dueAt), asc(checkins.id))
          .limit(limit)
          .for('update', { skipLocked: true }),
      async markSent(tx, id) {
        await tx
          .update(checkins)
          .set({ sentAt: sql`now()` })
          .where(eq(checkins.id, id));
      },
      async nextDueAt() {
        const [row] = await db
          .select({ next: min(checkins.dueAt) })
          .from(checkins)
          .where(isNull(checkins.sentAt));
        return row?.next ?? null;
      },
      adminPage(status, limit, offset) {
        const due = status === 'due';
        return db
          .select({
            id: checkins.id,
            userId: checkins.userId,
            dueAt: checkins.dueAt,
            sentAt: checkins.sentAt,
            answeredAt: checkins.answeredAt,
            answer: checkins.answer,
            createdAt: checkins.createdAt,
            username: users.username,
            fullName: users.fullName,
          })
          .from(checkins)
          .innerJoin(users, eq(users.id, checkins.userId))
          .where(
            due
              ? and(isNull(checkins.answeredAt), lte(checkins.dueAt, sql`now()`))
              : isNotNull(checkins.answeredAt),
          )
          .orderBy(due ? desc(checkins.dueAt) : desc(checkins.answeredAt), desc(checkins.id))
          .limit(limit + 1)
          .offset(offset);
      },
    };
    app.decorate('checkinRepository', repository);
  },
  { name: 'checkin-repository', dependencies: ['db'] },
);
