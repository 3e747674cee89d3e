import { and, count, eq, gt, isNotNull, min, sql } from 'drizzle-orm';
import { mailOutbox, passwordResetRequests, users } from '../../db/schema/index';
import { RESET_MAIL } from '../../platform/accounts/password-store';
import type { Db } from '../../platform/database/client';
import type { Tx } from '../../platform/database/transaction';
import type { DueJob } from '../../platform/jobs/due-jobs';
import type { Mailer } from '../../platform/mail/mailer';

export const RESET_REQUESTS_JOB = 'password-reset-requests';
const BATCH = 20;

interface ResetMailLimit {
  /** Reset mails one address gets per window, whoever asks; past it a request is dropped. */
  mailsPerAddress: number;
  windowMs: number;
  /** How long an unsent reset mail is worth sending. */
  keepMs: number;
}

export const verifiedAccount = (email: string) =>
  and(eq(users.email, email), isNotNull(users.emailVerifiedAt));

/**
 * Queues a reset mail when `email` is an account's verified address and that address has had
 * fewer than its share of reset mails this window. The account row is locked first, so two
 * instances handling the same address count each other's mails.
 */
async function mailIfAccount(tx: Tx, email: string, limit: ResetMailLimit, mailer: Mailer) {
  const [user] = await tx.select({ id: users.id }).from(users).where(verifiedAccount(email)).for('update');
  if (!user) return;
  const [sent] = await tx
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.userId, user.id),
        eq(mailOutbox.kind, RESET_MAIL),
        eq(mailOutbox.toAddress, email),
        gt(mailOutbox.createdAt, sql`now() - ${limit.windowMs} * interval '1 millisecond'`),
      ),
    );
  if ((sent?.n ?? 0) >= limit.mailsPerAddress) return;
  await mailer.enqueue(tx, { userId: user.id, kind: RESET_MAIL, to: email, keepMs: limit.keepMs });
}

/**
 * The reset requests' work, off the request (ADR 211): each waiting row is taken by one
 * instance (FOR UPDATE SKIP LOCKED), deleted, and turned into a mail or into nothing.
 */
export function resetRequestsJob(db: Db, mailer: Mailer, limit: ResetMailLimit): DueJob {
  const batch = () =>
    db.transaction(async (tx) => {
      const taken = await tx
        .delete(passwordResetRequests)
        .where(
          sql`${passwordResetRequests.id} in (
            select ${passwordResetRequests.id} from ${passwordResetRequests}
            order by ${passwordResetRequests.id} limit ${BATCH} for update skip locked)`,
        )
        .returning({ email: passwordResetRequests.email });
      for (const { email } of taken) await mailIfAccount(tx, email, limit, mailer);
      return taken.length;
    });
  return {
    async run() {
      let total = 0;
      for (;;) {
        const done = await batch();
        total += done;
        if (done < BATCH) return total;
      }
    },
    async nextDueAt() {
      const [row] = await db.select({ at: min(passwordResetRequests.createdAt) }).from(passwordResetRequests);
      return row?.at ?? null;
    },
  };
}
