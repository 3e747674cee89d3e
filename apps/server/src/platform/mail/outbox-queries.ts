import { and, asc, eq, isNull, lt, min, sql } from 'drizzle-orm';
import { mailOutbox, type MailOutboxRow } from '../../db/schema/index';
import type { Db } from '../database/client';

/** Longer than any send may take (the transport's own timeouts end one well before). */
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 10;
const HOUR_MS = 60 * 60 * 1000;

const pending = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.droppedAt));

/** The wait before try number `attempts + 1`: doubling from `baseMs`, at most an hour. */
export function retryDelayMs(baseMs: number, attempts: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), HOUR_MS);
}

/**
 * Takes up to a batch of due mails for this instance: each row is leased (`locked_until`) in
 * one statement under FOR UPDATE SKIP LOCKED, so two instances never take the same mail, and
 * one that crashed mid-send leaves it to be taken again when the lease ends.
 */
export async function claimDueMails(db: Db): Promise<MailOutboxRow[]> {
  return db
    .update(mailOutbox)
    .set({
      lockedUntil: sql`now() + ${LEASE_MS} * interval '1 millisecond'`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(
      sql`${mailOutbox.id} in (
        select ${mailOutbox.id} from ${mailOutbox}
        where ${mailOutbox.sentAt} is null and ${mailOutbox.droppedAt} is null
          and ${mailOutbox.nextAttemptAt} <= now()
          and (${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} <= now())
        order by ${mailOutbox.id}
        limit ${BATCH}
        for update skip locked)`,
    )
    .returning();
}

/** Unsent mails past their use (a reset link's half hour) are dropped, never sent late. */
export async function dropStaleMails(db: Db): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ droppedAt: sql`now()`, lockedUntil: null })
    .where(and(pending, lt(mailOutbox.discardAfter, sql`now()`)));
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markDropped(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ droppedAt: sql`now()`, lockedUntil: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Db, row: MailOutboxRow, delayMs: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
      lockedUntil: null,
      lastError: error.slice(0, 500),
    })
    .where(eq(mailOutbox.id, row.id));
}

/** Milliseconds until the next pending mail is due (0: now), or undefined when none waits. */
export async function nextDueInMs(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ ms: sql<number | null>`extract(epoch from (${min(mailOutbox.nextAttemptAt)} - now())) * 1000` })
    .from(mailOutbox)
    .where(pending);
  return row?.ms === null || row?.ms === undefined ? undefined : Math.max(0, Math.ceil(Number(row.ms)));
}

/** How many mails wait after at least one failed try (the admin screen says so). */
export async function failingCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(pending, sql`${mailOutbox.lastError} is not null`));
  return row?.n ?? 0;
}

export async function mailsOf(db: Db, userId: number) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId)).orderBy(asc(mailOutbox.id));
}
