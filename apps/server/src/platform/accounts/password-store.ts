import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountTokens, mailOutbox, users } from '../../db/schema/index';
import type { Tx } from '../database/transaction';

/** The outbox's kind for a reset mail (its link is issued when it is sent). */
export const RESET_MAIL = 'password_reset';

/**
 * The one way an account's password is set (its owner, a reset link, an admin, the command
 * line): every reset link still out stops working with the old password, and a reset mail not
 * sent yet is dropped rather than carry a new one (ADR 211).
 */
export async function setPasswordHash(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'password_reset')));
  await tx
    .update(mailOutbox)
    .set({ droppedAt: sql`now()`, lockedUntil: null })
    .where(
      and(
        eq(mailOutbox.userId, userId),
        eq(mailOutbox.kind, RESET_MAIL),
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.droppedAt),
      ),
    );
}
