import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../database/client';
import { rateLimits } from '../../db/schema/index';
import { addressKey } from './address-key';
import { tooManyRequests } from './errors';

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

/**
 * Whose hits a counter holds: an account, a browser (the name its cookie proves, ADR 213), an
 * address, or a login name that has no account.
 */
export type LimitSubject = { userId: number } | { browser: string } | { ip: string } | { loginName: string };

/** The one place a counter's key is spelled; an address counts as its network (IPv6: the /64). */
export function limitKey(name: string, subject: LimitSubject): string {
  if ('userId' in subject) return `${name}:user:${subject.userId}`;
  if ('browser' in subject) return `${name}:browser:${subject.browser}`;
  if ('ip' in subject) return `${name}:ip:${addressKey(subject.ip)}`;
  return `${name}:name:${subject.loginName.toLowerCase()}`;
}

/**
 * Whom a feature's allowance (hours long, counted in the database) counts: the logged-in user, or
 * for a visitor their address. Never the browser cookie: dropping it costs a visitor nothing, and
 * each new one would bring a fresh allowance (ADR 213).
 */
export function requesterOf(request: FastifyRequest): LimitSubject {
  return request.user ? { userId: request.user.id } : { ip: request.ip };
}

/**
 * Whom the flood guard counts (ADR 213): the logged-in user; else the browser its cookie names,
 * so the people behind one shared address are counted apart; else the address.
 */
export function clientOf(request: FastifyRequest): LimitSubject {
  if (request.user) return { userId: request.user.id };
  if (request.browser) return { browser: request.browser };
  return { ip: request.ip };
}

/** `enforce` as a part of the caller's one statement, for one rule (see `RateLimiter.inStatement`). */
export interface HitInStatement {
  /** CTEs ending in `limit_hit`: one row, `allowed` and `reset_ms`, having counted one hit. */
  ctes: SQL;
  /** The values the CTEs bind for `subject`. */
  values(subject: LimitSubject): Record<string, unknown>;
  /** Throws the rule's 429, as `enforce` would, when the hit counted was over the maximum. */
  judge(hit: { allowed: boolean; reset_ms: number | null }): void;
}

export interface RateLimiter {
  /**
   * Counts one hit for `subject` on `rule`; 429 with the rule's message once over its maximum.
   * Given a transaction, the hit is counted only if that transaction commits.
   */
  enforce(rule: LimitRule, subject: LimitSubject, executor?: Db): Promise<void>;
  /** The same for several rules in one statement; refused with the first of them that is full. */
  enforceAll(limits: { rule: LimitRule; subject: LimitSubject }[], executor: Db): Promise<void>;
  /**
   * The hit `enforce` counts, written into the caller's statement: what that statement writes
   * can then depend on `limit_hit.allowed`, and a statement that fails counts no hit.
   */
  inStatement(rule: LimitRule): HitInStatement;
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

const secondsUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));

function refusal(rule: LimitRule, retryAfterSec: number) {
  const message = typeof rule.message === 'string' ? rule.message : rule.message(retryAfterSec);
  return tooManyRequests(message, retryAfterSec);
}

/**
 * Fixed-window counters in the database, so limits hold across every app instance
 * (the in-memory flood guard, flood-guard.ts, only guards one process).
 */
/** A hit on a counter that has one: a new window starts when the last one has ended. */
const onHit = {
  target: rateLimits.key,
  set: {
    count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
    resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
  },
};

/** One hit on a counter whose new window lasts `windowMs`. */
const countHit = (executor: Db) =>
  executor
    .insert(rateLimits)
    .values({
      key: sql.placeholder('key'),
      count: 1,
      resetAt: sql`now() + ${sql.placeholder('windowMs')} * interval '1 millisecond'`,
    })
    .onConflictDoUpdate(onHit)
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });

export default fp(
  async (app) => {
    const { db } = app;
    // Most hits are counted outside a transaction: that statement is built once (ADR 95).
    const countHitOnPool = countHit(db).prepare('rate_limit_hit');
    const limiter: RateLimiter = {
      async enforce(rule, subject, executor) {
        if (rule.windowMs <= 0) return;
        const result = await limiter.consume(limitKey(rule.name, subject), rule.max, rule.windowMs, executor);
        if (!result.allowed) throw refusal(rule, result.retryAfterSec);
      },
      async enforceAll(limits, executor) {
        const counted = limits
          .filter(({ rule }) => rule.windowMs > 0)
          .map(({ rule, subject }) => ({ rule, key: limitKey(rule.name, subject) }));
        if (counted.length === 0) return;
        const rows = await executor
          .insert(rateLimits)
          .values(
            counted.map(({ rule, key }) => ({
              key,
              count: 1,
              resetAt: sql`now() + ${rule.windowMs} * interval '1 millisecond'`,
            })),
          )
          .onConflictDoUpdate(onHit)
          .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
        for (const { rule, key } of counted) {
          const row = rows.find((hit) => hit.key === key);
          if (row && row.count > rule.max) throw refusal(rule, secondsUntil(row.resetAt));
        }
      },
      inStatement(rule) {
        const values = (subject: LimitSubject) => ({
          key: limitKey(rule.name, subject),
          windowMs: rule.windowMs,
        });
        const judge: HitInStatement['judge'] = (hit) => {
          if (!hit.allowed) throw refusal(rule, secondsUntil(new Date(hit.reset_ms!)));
        };
        if (rule.windowMs <= 0) {
          return {
            ctes: sql`limit_hit as (select true as allowed, null::float8 as reset_ms)`,
            values,
            judge,
          };
        }
        const ctes = sql`limit_counted as (${countHit(db).getSQL()}), limit_hit as (
            select count <= ${rule.max}::int as allowed, (extract(epoch from reset_at) * 1000)::float8 as reset_ms
            from limit_counted
          )`;
        return { ctes, values, judge };
      },
      async ensureRoom(rule, subject) {
        if (rule.windowMs <= 0) return;
        const [row] = await db
          .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
          .from(rateLimits)
          .where(sql`${rateLimits.key} = ${limitKey(rule.name, subject)} and ${rateLimits.resetAt} > now()`);
        if (row && row.count >= rule.max) throw refusal(rule, secondsUntil(row.resetAt));
      },
      async consume(key, max, windowMs, executor) {
        const hit = { key, windowMs };
        const [row] = await (executor ? countHit(executor).execute(hit) : countHitOnPool.execute(hit));
        return { allowed: row!.count <= max, count: row!.count, retryAfterSec: secondsUntil(row!.resetAt) };
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
