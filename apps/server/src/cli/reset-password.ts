import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { sessions, users } from '../db/schema/index';
import { passwordHasher, randomPassword, type PasswordCost } from '../platform/accounts/passwords';
import { setPasswordHash } from '../platform/accounts/password-store';
import { announceSessionEnded } from '../platform/sessions/session-events';
import type { SecurityNotices } from '../features/notifications/index';

export class UnknownUserError extends Error {
  constructor(readonly username: string) {
    super(`No account with the username "${username}".`);
  }
}

/**
 * An operator's reset of a lost password (`npm run admin:reset-password -- USERNAME`): the
 * account (any role, username case-insensitive) gets a new random password, and every session
 * it has ends, open live streams included. The owner is told in the bell and by mail, as when an
 * admin sets it in the app (ADR 211): the operator is someone else too. Returns the new password,
 * to be shown once.
 */
export async function resetPassword(
  db: Db,
  username: string,
  cost: PasswordCost,
  notices: SecurityNotices,
): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw new UnknownUserError(username);
  const newPassword = randomPassword();
  const passwordHash = await passwordHasher(cost).hash(newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await announceSessionEnded(tx, { userId: user.id, exceptSessionId: null });
    await notices.tell(tx, user.id, 'password_set');
  });
  return newPassword;
}
