import { pushLimits } from '@sehat/core/push/limits';
import type { PushSubscriptionBody } from '@sehat/core/push/schemas';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema/index';
import type { Db } from '../../platform/database/client';

export interface PushSubscriptionsRepository {
  /**
   * Keeps this browser's subscription for the user; an endpoint seen before (the same browser,
   * perhaps another account on a shared device) now belongs to this user with its new keys. Past
   * `pushLimits.subscriptionsPerAccount`, the user's oldest subscriptions are dropped (ADR 212).
   * Whether it was new.
   */
  save(userId: number, subscription: PushSubscriptionBody): Promise<boolean>;
  /** Only the user's own: another account's endpoint is left alone. */
  remove(userId: number, endpoint: string): Promise<void>;
  /** The push service said 404/410: the subscription is gone, whoever had it. */
  forget(endpoint: string): Promise<void>;
  ofUser(userId: number): Promise<PushSubscriptionRow[]>;
  countOf(executor: Db, userId: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pushSubscriptions: PushSubscriptionsRepository;
  }
}

/** Any fixed number: with the user's id, the advisory lock of saving their subscriptions. */
const SAVE_LOCK = 0x9054;

export default fp(
  async (app) => {
    const { db } = app;
    const repository: PushSubscriptionsRepository = {
      save: (userId, { endpoint, keys }) =>
        db.transaction(async (tx) => {
          // One account's subscriptions are saved one at a time, so parallel ones cannot pass the cap.
          await tx.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK}, ${userId})`);
          const [row] = await tx
            .insert(pushSubscriptions)
            .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
            .onConflictDoUpdate({
              target: pushSubscriptions.endpoint,
              set: { userId, p256dh: keys.p256dh, auth: keys.auth },
            })
            // xmax is 0 only for a row this statement inserted.
            .returning({ inserted: sql<boolean>`(xmax = 0)` });
          const beyond = await tx
            .select({ id: pushSubscriptions.id })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, userId))
            .orderBy(desc(pushSubscriptions.id))
            .offset(pushLimits.subscriptionsPerAccount);
          if (beyond.length) {
            await tx.delete(pushSubscriptions).where(
              inArray(
                pushSubscriptions.id,
                beyond.map(({ id }) => id),
              ),
            );
          }
          return row?.inserted ?? false;
        }),
      async remove(userId, endpoint) {
        await db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
      },
      async forget(endpoint) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      },
      ofUser(userId) {
        return db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(asc(pushSubscriptions.id));
      },
      async countOf(executor, userId) {
        const [row] = await executor
          .select({ n: count() })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId));
        return row?.n ?? 0;
      },
    };
    app.decorate('pushSubscriptions', repository);
  },
  { name: 'push-subscriptions', dependencies: ['db'] },
);
