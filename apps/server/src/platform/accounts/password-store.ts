import { and, eq, sql } from 'drizzle-orm';
import { accountTokens, users } from '../../db/schema/index';
import type { Tx } from '../database/transaction';

/**
 * The one way an account's password is set (its owner, a reset link, an admin, the command
 * line): every reset link still out stops working with the old password (ADR 211).
 */
export async function setPasswordHash(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'password_reset')));
}
