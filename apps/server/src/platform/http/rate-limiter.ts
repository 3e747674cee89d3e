import {
  rateLimitTable,
  type LimitMessage,
  type LimitWindow,
  type LimitWindows,
  type RateLimitName,
} from '@sehat/core/limits/rate-limits';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../database/client';
import { preparedStatement } from '../database/prepared';
import { rateLimits } from '../../db/schema/index';
import { addressKey } from './address-key';
import { tooManyRequests } from './errors';

/** A limit as it is counted: the table's name and message with this deployment's window. */
export interface LimitRule extends LimitWindow {
  /** The counter's name, e.g. `forum:question`; the subject completes the key. */
  name: string;
  message: LimitMessage;
}

/** The one spelling of "limit off": a window of 0 (a limit's `max` is never 0). */
export const limitOff = (rule: LimitWindow) => rule.windowMs === 0;

/** What one hit found: within the limit, or over it until the window ends. */
export type LimitVerdict =
  { over: false; count: number } | { over: true; count: number; retryAfterSec: number };

/** The one spelling of "over the limit": more hits in the window than its maximum. */
function verdictOf(rule: LimitWindow, count: number, resetAt: Date): LimitVerdict {
  return count > rule.max
    ? { over: true, count, retryAfterSec: secondsUntil(resetAt) }
    : { over: false, count };
}

/**
 * Whose hits a counter holds: an account, a browser (the name its cookie proves, ADR 213), an
 * address, a login name that has no account, a WhatsApp number (as a keyed hash), or one of these
 * together with where it is tried from (an address or a proven browser, ADR 180).
 */
export type LimitSubject =
  | { userId: number }
  | { browser: string }
  | { ip: string }
  | { loginName: string }
  | { numberHash: string }
  | { of: LimitSubject; from: string };

/** The one place a counter's key is spelled; an address counts as its network (IPv6: the /64). */
export function limitKey(name: string, subject: LimitSubject): string {
  if ('userId' in subject) return `${name}:user:${subject.userId}`;
  if ('browser' in subject) return `${name}:browser:${subject.browser}`;
  if ('ip' in subject) return `${name}:ip:${addressKey(subject.ip)}`;
  if ('loginName' in subject) return `${name}:name:${subject.loginName.toLowerCase()}`;
  if ('numberHash' in subject) return `${name}:${subject.numberHash}`;
  return `${limitKey(name, subject.of)}:from:${subject.from}`;
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

export interface RateLimiter {
  /** The limit `name` as this deployment counts it. */
  rule(name: RateLimitName): LimitRule;
  /**
   * The one counting function: one hit on `limit` for `subject`, and whether it went over. A
   * limit that is off counts nothing. Given a transaction, the hit counts only if it commits;
   * without one, it commits without waiting for the disk (`unhurriedHits`).
   */
  hit(limit: RateLimitName, subject: LimitSubject, executor?: Db): Promise<LimitVerdict>;
  /** `hit`, refused with the limit's 429 (`Retry-After` and its message) when over. */
  enforce(limit: RateLimitName, subject: LimitSubject, executor?: Db): Promise<void>;
  /** `enforce` for several limits in one statement; refused with the first of them that is over. */
  enforceAll(limits: { limit: RateLimitName; subject: LimitSubject }[], executor: Db): Promise<void>;
  /**
   * One hit on `limit` for each of `subjects`, in order (a subject there twice counts twice), in
   * one statement outside a transaction, as `hit` counts one; each hit's verdict, in the same
   * order. For work done in batches (ADR 260).
   */
  hitEach(limit: RateLimitName, subjects: readonly LimitSubject[]): Promise<LimitVerdict[]>;
  /** 429 with the limit's message when one more hit would be over, without counting one. */
  ensureRoom(limit: RateLimitName, subject: LimitSubject): Promise<void>;
  /** The hits `subject` has in `limit`'s current window, without adding one. */
  peek(limit: RateLimitName, subject: LimitSubject): Promise<number>;
  /** Ends `subject`'s current window of `limit` `ms` from now (a lock of that length, once it is over). */
  endWindowIn(limit: RateLimitName, subject: LimitSubject, ms: number): Promise<void>;
  /** Forgets `subject`'s hits on `limit`. */
  reset(limit: RateLimitName, subject: LimitSubject): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

const secondsUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));

/** The 429 of a hit over `rule`: `Retry-After` and the rule's message. */
export function refusal(rule: LimitRule, retryAfterSec: number) {
  const message = typeof rule.message === 'string' ? rule.message : rule.message(retryAfterSec);
  return tooManyRequests(message, retryAfterSec);
}

/**
 * Hits on a counter that has one (`excluded.count` of them, 1 but for `unhurriedHits`): a new
 * window starts when the last one has ended.
 */
const onHit = {
  target: rateLimits.key,
  set: {
    count: sql`case when ${rateLimits.resetAt} <= now() then excluded.${sql.identifier(rateLimits.count.name)}
      else ${rateLimits.count} + excluded.${sql.identifier(rateLimits.count.name)} end`,
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

/**
 * One hit for each of `keys`, in order, outside a transaction, its commit not waiting for the disk
 * (ADR 245). A counter row is shared by everyone a limit counts together (one account's tabs, the
 * people behind a school's address) and stays locked until the commit that wrote it; waiting there
 * for the disk let them through one flush at a time. A crash of the database can lose the last
 * fraction of a second's hits: a window then counts a few less, and nothing else is lost.
 *
 * A key there several times is written once with all its hits (a row cannot be updated twice in
 * one statement); each hit's count is the one it would have had alone, in order (ADR 260). The
 * counters are written in the order of their keys, so two statements never wait for each other.
 */
const unhurriedHits = sql`with hits as (
    select key, ord from unnest(${sql.placeholder('keys')}::text[]) with ordinality as hit(key, ord)
  ), per_key as (
    select key, count(*)::int as n from hits group by key
  ), counted as (
    insert into ${rateLimits} (${sql.identifier(rateLimits.key.name)}, ${sql.identifier(rateLimits.count.name)}, ${sql.identifier(rateLimits.resetAt.name)})
    select key, n, now() + ${sql.placeholder('windowMs')}::int * interval '1 millisecond'
    from per_key, (select set_config('synchronous_commit', 'off', true)) as unhurried
    order by key
    on conflict (${sql.identifier(rateLimits.key.name)}) do update set
      ${sql.identifier(rateLimits.count.name)} = ${onHit.set.count},
      ${sql.identifier(rateLimits.resetAt.name)} = ${onHit.set.resetAt}
    returning ${rateLimits.key} as key, ${rateLimits.count} as count, (extract(epoch from ${rateLimits.resetAt}) * 1000)::float8 as reset_ms
  )
  select (counted.count - per_key.n + row_number() over (partition by hits.key order by hits.ord))::int as count,
    counted.reset_ms
  from hits join per_key using (key) join counted using (key)
  order by hits.ord`;

/**
 * Fixed-window counters in the database, so limits hold across every app instance (the
 * in-memory flood guard, flood-guard.ts, only guards one process). `windows`: core's table with
 * what the operator set (config `rateLimits`).
 */
export default fp<{ windows: LimitWindows }>(
  async (app, { windows }) => {
    const { db } = app;
    // Most hits are counted outside a transaction: that statement is built once (ADR 95).
    const countHitsOnPool = preparedStatement<{ count: number; reset_ms: number }>(
      db,
      'rate_limit_hits',
      unhurriedHits,
    );
    function ruleOf(name: RateLimitName): LimitRule {
      return { name, message: rateLimitTable[name].message, ...windows[name] };
    }
    const keyOf = (limit: RateLimitName, subject: LimitSubject) => limitKey(ruleOf(limit).name, subject);
    const openWindow = sql`${rateLimits.resetAt} > now()`;

    const limiter: RateLimiter = {
      rule: ruleOf,
      async hit(limit, subject, executor) {
        const rule = ruleOf(limit);
        if (limitOff(rule)) return { over: false, count: 0 };
        if (!executor) return (await limiter.hitEach(limit, [subject]))[0]!;
        const values = { key: limitKey(rule.name, subject), windowMs: rule.windowMs };
        const [row] = await countHit(executor).execute(values);
        return verdictOf(rule, row!.count, row!.resetAt);
      },
      async hitEach(limit, subjects) {
        const rule = ruleOf(limit);
        if (limitOff(rule)) return subjects.map(() => ({ over: false, count: 0 }));
        const rows = await countHitsOnPool.execute({
          keys: subjects.map((subject) => limitKey(rule.name, subject)),
          windowMs: rule.windowMs,
        });
        return rows.map((row) => verdictOf(rule, row.count, new Date(row.reset_ms)));
      },
      async enforce(limit, subject, executor) {
        const verdict = await limiter.hit(limit, subject, executor);
        if (verdict.over) throw refusal(ruleOf(limit), verdict.retryAfterSec);
      },
      async enforceAll(limits, executor) {
        const counted = limits
          .map(({ limit, subject }) => ({ rule: ruleOf(limit), subject }))
          .filter(({ rule }) => !limitOff(rule))
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
          const row = rows.find((hit) => hit.key === key)!;
          const verdict = verdictOf(rule, row.count, row.resetAt);
          if (verdict.over) throw refusal(rule, verdict.retryAfterSec);
        }
      },
      async ensureRoom(limit, subject) {
        const rule = ruleOf(limit);
        if (limitOff(rule)) return;
        const [row] = await db
          .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
          .from(rateLimits)
          .where(sql`${rateLimits.key} = ${limitKey(rule.name, subject)} and ${openWindow}`);
        const verdict = row && verdictOf(rule, row.count + 1, row.resetAt);
        if (verdict?.over) throw refusal(rule, verdict.retryAfterSec);
      },
      async peek(limit, subject) {
        const [row] = await db
          .select({ count: rateLimits.count })
          .from(rateLimits)
          .where(sql`${rateLimits.key} = ${keyOf(limit, subject)} and ${openWindow}`);
        return row?.count ?? 0;
      },
      async endWindowIn(limit, subject, ms) {
        await db
          .update(rateLimits)
          .set({ resetAt: sql`now() + ${ms} * interval '1 millisecond'` })
          .where(sql`${rateLimits.key} = ${keyOf(limit, subject)}`);
      },
      async reset(limit, subject) {
        await db.delete(rateLimits).where(sql`${rateLimits.key} = ${keyOf(limit, subject)}`);
      },
    };
    app.decorate('rateLimiter', limiter);
  },
  { name: 'rate-limiter', dependencies: ['db'] },
);
