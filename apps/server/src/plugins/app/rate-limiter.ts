import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/index';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSec: number;
}

export interface RateLimiter {
  /**
   * Counts one hit on `key`; refuses once more than `max` hits fall in the current window.
   * Given a transaction, the hit is counted only if that transaction commits.
   */
  consume(key: string, max: number, windowMs: number, executor?: Db): Promise<RateLimitResult>;
  /** Whether one more hit on `key` would be allowed now, without counting it. */
  check(key: string, max: number): Promise<RateLimitResult>;
  /** The hits `key` has in its current window, without adding one. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/**
 * Fixed-window counters in the database, so limits hold across every app instance
 * (the in-memory @fastify/rate-limit only guards one process against floods).
 */
export default fp(
  async (app) => {
    const { db } = app;
    const limiter: RateLimiter = {
      async consume(key, max, windowMs, executor = db) {
        const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
        const [row] = await executor
          .insert(rateLimits)
          .values({ key, count: 1, resetAt: windowEnd })
          .onConflictDoUpdate({
            target: rateLimits.key,
            set: {
              count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
              resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
            },
          })
          .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
        const retryAfterSec = Math.max(1, Math.ceil((row!.resetAt.getTime() - Date.now()) / 1000));
        return { allowed: row!.count <= max, retryAfterSec };
      },
      async check(key, max) {
        const [row] = await db
          .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
          .from(rateLimits)
          .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
        if (!row || row.count < max) return { allowed: true, retryAfterSec: 0 };
        return {
          allowed: false,
          retryAfterSec: Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000)),
        };
      },
      async peek(key) {
        const [row] = await db
          .select({ count: rateLimits.count })
          .from(rateLimits)
          .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
        return row?.count ?? 0;
      },
      async reset(key) {
        await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
      },
    };
    app.decorate('rateLimiter', limiter);
  },
  { name: 'rate-limiter', dependencies: ['db'] },
);
