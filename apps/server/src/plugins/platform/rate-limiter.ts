import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { rateLimits } from '../../db/schema/index';
import { tooManyRequests } from '../../lib/errors';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  retryAfterSec: number;
}

/** A limit as a route declares it: which counter, how many hits per window, what a refused caller reads. */
export interface LimitRule {
  /** The counter's name, e.g. `forum:question`; the subject completes the key. */
  name: string;
  max: number;
  /** A window of 0 turns the limit off. */
  windowMs: number;
  message: string | ((retryAfterSec: number) => string);
}

/** Whose hits a counter holds: an account, an address, or a login name that has no account. */
export type LimitSubject = { userId: number } | { ip: string } | { loginName: string };

/** The one place a counter's key is spelled. */
export function limitKey(name: string, subject: LimitSubject): string {
  if ('userId' in subject) return `${name}:user:${subject.userId}`;
  if ('ip' in subject) return `${name}:ip:${subject.ip}`;
  return `${name}:name:${subject.loginName.toLowerCase()}`;
}

/** The logged-in user, or for a visitor their address. */
export function requesterOf(request: FastifyRequest): LimitSubject {
  return request.user ? { userId: request.user.id } : { ip: request.ip };
}

export interface RateLimiter {
  /**
   * Counts one hit for `subject` on `rule`; 429 with the rule's message once over its maximum.
   * Given a transaction, the hit is counted only if that transaction commits.
   */
  enforce(rule: LimitRule, subject: LimitSubject, executor?: Db): Promise<void>;
  /** 429 with the rule's message when one more hit would be refused, without counting one. */
  ensureRoom(rule: LimitRule, subject: LimitSubject): Promise<void>;
  /** Counts one hit on `key`; refuses once more than `max` hits fall in the current window. */
  consume(key: string, max: number, windowMs: number, executor?: Db): Promise<RateLimitResult>;
  /** The hits `key` has in its current window, without adding one. */
  peek(key: string): Promise<number>;
  /** Ends `key`'s current window `ms` from now (a lock of that length, once it is full). */
  endWindowIn(key: string, ms: number): Promise<void>;
  reset(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

const secondsUntil = (atMs: number) => Math.max(1, Math.ceil((atMs - Date.now()) / 1000));

function refusal(rule: LimitRule, retryAfterSec: number) {
  const message = typeof rule.message === 'string' ? rule.message : rule.message(retryAfterSec);
  return tooManyRequests(message, retryAfterSec);
}

/** A counter after one more hit, as `countHit` answers it. */
export interface CountedHit {
  count: number;
  /** When the current window ends, in epoch milliseconds. */
  reset_ms: number;
}

/** One hit to count: the counter's key and its rule. */
export interface PendingHit {
  rule: LimitRule;
  key: string;
}

/** The hit `subject` owes `rule`, or undefined when the rule is off (a window of 0). */
export function pendingHit(rule: LimitRule, subject: LimitSubject): PendingHit | undefined {
  return rule.windowMs > 0 ? { rule, key: limitKey(rule.name, subject) } : undefined;
}

/** The rule's 429 once `hit` went over its maximum. */
export function assertWithinLimit(rule: LimitRule, hit: CountedHit): void {
  if (hit.count > rule.max) throw refusal(rule, secondsUntil(hit.reset_ms));
}

/**
 * Fixed-window counters in the database, so limits hold across every app instance (the
 * in-memory @fastify/rate-limit only guards one process against floods). One hit on a counter:
 * a new window of `windowMs` starts when the last one has ended. A statement of its own, or the
 * first part of a larger one: a self-test submission counts its hit and stores its result in one
 * statement (ADR 106).
 */
export function countHit(key: unknown, windowMs: unknown): SQL {
  return sql`insert into ${rateLimits} as counter (key, count, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when counter.reset_at <= now() then 1 else counter.count + 1 end,
      reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
    returning counter.count, (extract(epoch from counter.reset_at) * 1000)::float8 as reset_ms`;
}

export default fp(
  async (app) => {
    const { db } = app;
    // Most hits are counted outside a transaction: that statement is built once (ADR 95).
    const countHitOnPool = preparedStatement<CountedHit>(
      db,
      'rate_limit_hit',
      countHit(sql.placeholder('key'), sql.placeholder('windowMs')),
    );
    const limiter: RateLimiter = {
      async enforce(rule, subject, executor) {
        if (rule.windowMs <= 0) return;
        const result = await limiter.consume(limitKey(rule.name, subject), rule.max, rule.windowMs, executor);
        if (!result.allowed) throw refusal(rule, result.retryAfterSec);
      },
      async ensureRoom(rule, subject) {
        if (rule.windowMs <= 0) return;
        const [row] = await db
          .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
          .from(rateLimits)
          .where(sql`${rateLimits.key} = ${limitKey(rule.name, subject)} and ${rateLimits.resetAt} > now()`);
        if (row && row.count >= rule.max) throw refusal(rule, secondsUntil(row.resetAt.getTime()));
      },
      async consume(key, max, windowMs, executor) {
        const [hit] = executor
          ? rowsOf<CountedHit>(await executor.execute(countHit(key, windowMs)))
          : await countHitOnPool.execute({ key, windowMs });
        return { allowed: hit!.count <= max, count: hit!.count, retryAfterSec: secondsUntil(hit!.reset_ms) };
      },
      async peek(key) {
        const [row] = await db
          .select({ count: rateLimits.count })
          .from(rateLimits)
          .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
        return row?.count ?? 0;
      },
      async endWindowIn(key, ms) {
        await db
          .update(rateLimits)
          .set({ resetAt: sql`now() + ${ms} * interval '1 millisecond'` })
          .where(sql`${rateLimits.key} = ${key}`);
      },
      async reset(key) {
        await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
      },
    };
    app.decorate('rateLimiter', limiter);
  },
  { name: 'rate-limiter', dependencies: ['db'] },
);
