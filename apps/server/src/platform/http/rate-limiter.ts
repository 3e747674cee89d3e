import {
  rateLimitTable,
  type LimitMessage,
  type LimitWindow,
  type LimitWindows,
  type RateLimitName,
} from '@sehat/core/limits/rate-limits';
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../database/client';
import { preparedStatement, type PreparedStatement } from '../database/prepared';
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

/** The row a statement that counts a hit answers: whether it was within the limit, and the window's end. */
export interface CountedRow {
  allowed: boolean;
  reset_ms: number | null;
}

/** `hit` as a part of the caller's one statement, for one rule (see `RateLimiter.inStatement`). */
export interface HitInStatement {
  /** CTEs ending in `limit_hit`: one row, `allowed` and `reset_ms`, having counted one hit. */
  ctes: SQL;
  /**
   * Executes `statement` (built with `ctes`) with `values`, counting one hit for `subject`;
   * throws the limit's 429, as `enforce` would, when the hit went over (the statement then wrote
   * nothing where it asked `limit_hit.allowed`).
   */
  execute<Row extends CountedRow>(
    statement: PreparedStatement<Row>,
    values: Record<string, unknown>,
    subject: LimitSubject,
  ): Promise<Row[]>;
}

export interface RateLimiter {
  /** The limit `name` as this deployment counts it. */
  rule(name: RateLimitName): LimitRule;
  /**
   * The one counting function: one hit on `limit` for `subject`, and whether it went over. A
   * limit that is off counts nothing. Given a transaction, the hit counts only if it commits;
   * without one, it commits without waiting for the disk (`unhurriedHit`).
   */
  hit(limit: RateLimitName, subject: LimitSubject, executor?: Db): Promise<LimitVerdict>;
  /** `hit`, refused with the limit's 429 (`Retry-After` and its message) when over. */
  enforce(limit: RateLimitName, subject: LimitSubject, executor?: Db): Promise<void>;
  /** `enforce` for several limits in one statement; refused with the first of them that is over. */
  enforceAll(limits: { limit: RateLimitName; subject: LimitSubject }[], executor: Db): Promise<void>;
  /**
   * The hit `enforce` counts, for the caller's statement to write only what is allowed
   * (`limit_hit.allowed`). On the embedded database the statement counts it itself, so one
   * statement does both. On PostgreSQL it is counted just before, committed without waiting for
   * the disk, as every hit outside a transaction is (`hit`): the statement's own commit must
   * wait, and a counter row many sessions share would let them through one at a time (ADR 245).
   * The two go in one round trip, the hit leaving its verdict in the connection's setting for the
   * statement to read (ADR 250). Without a limit the same CTEs count nothing, as for a limit
   * that is off.
   */
  inStatement(limit: RateLimitName | undefined): HitInStatement;
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

/** `inStatement` without a limit, or with one that is off: the CTEs count nothing. */
const uncounted: HitInStatement = {
  ctes: sql`limit_hit as (select true as allowed, null::float8 as reset_ms)`,
  execute: (statement, values) => statement.execute(values),
};

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

/**
 * One hit outside a transaction, its commit not waiting for the disk (ADR 245). A counter row is
 * shared by everyone a limit counts together (one account's tabs, the people behind a school's
 * address) and stays locked until the commit that wrote it; waiting there for the disk let them
 * through one flush at a time. A crash of the database can lose the last fraction of a second's
 * hits: a window then counts a few less, and nothing else is lost.
 */
const unhurriedHit = sql`insert into ${rateLimits} (${sql.identifier(rateLimits.key.name)}, ${sql.identifier(rateLimits.count.name)}, ${sql.identifier(rateLimits.resetAt.name)})
  select ${sql.placeholder('key')}::text, 1, now() + ${sql.placeholder('windowMs')}::int * interval '1 millisecond'
  from (select set_config('synchronous_commit', 'off', true)) as unhurried
  on conflict (${sql.identifier(rateLimits.key.name)}) do update set
    ${sql.identifier(rateLimits.count.name)} = ${onHit.set.count},
    ${sql.identifier(rateLimits.resetAt.name)} = ${onHit.set.resetAt}
  returning ${rateLimits.count} as count, (extract(epoch from ${rateLimits.resetAt}) * 1000)::float8 as reset_ms`;

/** `verdictOf`'s "over" in SQL, for statements that must write only what is allowed. */
const overTheLimit = (count: SQL, max: SQL) => sql`(${count} > ${max}::int)`;

/** The connection's setting in which a pipelined hit leaves its verdict for the next statement. */
const HIT_SETTING = 'sehat.limit_hit';

/**
 * `unhurriedHit` that also leaves its verdict, under a mark no other request has, in the
 * connection's setting (kept past the commit). The statement sent after it on the same
 * connection reads it (`limit_hit`); if this one failed, the setting holds an older mark and that
 * statement writes nothing (ADR 250).
 */
const markedHit = sql`${unhurriedHit}, set_config(${HIT_SETTING}, ${sql.placeholder('mark')}::text
    || case when ${overTheLimit(sql`${rateLimits.count}`, sql`${sql.placeholder('max')}`)} then ':over' else ':allowed' end, false) as marked`;

/** `limit_hit` of the statement sent after `markedHit`: allowed when the setting holds its own mark. */
const markedVerdict = sql`limit_hit as (
  select coalesce(current_setting(${HIT_SETTING}, true) = ${sql.placeholder('limit_hit_mark')}::text, false) as allowed,
    null::float8 as reset_ms)`;

/**
 * Fixed-window counters in the database, so limits hold across every app instance (the
 * in-memory flood guard, flood-guard.ts, only guards one process). `windows`: core's table with
 * what the operator set (config `rateLimits`).
 */
export default fp<{ windows: LimitWindows }>(
  async (app, { windows }) => {
    const { db } = app;
    // Most hits are counted outside a transaction: that statement is built once (ADR 95).
    const countHitOnPool = preparedStatement<{ count: number; reset_ms: number }>(
      db,
      'rate_limit_hit',
      unhurriedHit,
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
        const values = { key: limitKey(rule.name, subject), windowMs: rule.windowMs };
        if (executor) {
          const [row] = await countHit(executor).execute(values);
          return verdictOf(rule, row!.count, row!.resetAt);
        }
        const [row] = await countHitOnPool.execute(values);
        return verdictOf(rule, row!.count, new Date(row!.reset_ms));
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
      inStatement(limit) {
        if (limit === undefined) return uncounted;
        const rule = ruleOf(limit);
        if (limitOff(rule)) return uncounted;
        const { dbPipeline } = app;
        if (dbPipeline) {
          return {
            ctes: markedVerdict,
            async execute<Row extends CountedRow>(
              statement: PreparedStatement<Row>,
              values: Record<string, unknown>,
              subject: LimitSubject,
            ) {
              const mark = randomUUID();
              const hitValues = {
                key: limitKey(rule.name, subject),
                windowMs: rule.windowMs,
                max: rule.max,
                mark,
              };
              const [[hit], rows] = await dbPipeline<{ count: number; reset_ms: number }, Row>(
                { name: 'rate_limit_hit_marked', statement: markedHit, values: hitValues },
                {
                  name: statement.name,
                  statement: statement.statement,
                  values: { ...values, limit_hit_mark: `${mark}:allowed` },
                },
              );
              const verdict = verdictOf(rule, hit!.count, new Date(hit!.reset_ms));
              if (verdict.over) throw refusal(rule, verdict.retryAfterSec);
              // Only a connection the two did not share (a pooler in transaction mode) loses the mark.
              if (rows.some((row) => !row.allowed))
                throw new Error('The hit’s verdict did not reach its statement');
              return rows;
            },
          };
        }
        // `verdictOf` in SQL, so that the caller's statement can write only what is allowed.
        const ctes = sql`limit_counted as (${countHit(db).getSQL()}), limit_hit as (
            select not ${overTheLimit(sql`count`, sql`${rule.max}`)} as allowed,
              (extract(epoch from reset_at) * 1000)::float8 as reset_ms
            from limit_counted
          )`;
        return {
          ctes,
          async execute(statement, values, subject) {
            const rows = await statement.execute({
              ...values,
              key: limitKey(rule.name, subject),
              windowMs: rule.windowMs,
            });
            const [hit] = rows;
            if (!hit!.allowed) throw refusal(rule, secondsUntil(new Date(hit!.reset_ms!)));
            return rows;
          },
        };
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
