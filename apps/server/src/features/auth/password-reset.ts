import { accountMailCopy } from '@sehat/core/auth/mail-messages';
import { recoveryLimits, tokenParam } from '@sehat/core/auth/recovery';
import { pagePaths } from '@sehat/core/site/page-paths';
import { and, eq, isNotNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { users } from '../../db/schema/index';
import { setPasswordHash } from '../../platform/accounts/password-store';
import type { Tx } from '../../platform/database/transaction';
import { composeMail } from '../../platform/mail/mail-content';
import type { IssuedToken } from './account-tokens';

const RESET = 'password_reset';

export interface PasswordReset {
  /**
   * Queues a reset mail when `email` is an account's verified address; does nothing otherwise,
   * so the caller's answer is the same for every address.
   */
  request(email: string): Promise<void>;
  /**
   * Uses the token: the account gets `passwordHash`, every session of it ends (on every
   * instance), every other reset link stops working. The user's id, or null for a bad token.
   */
  confirm(token: string, passwordHash: string): Promise<number | null>;
  /** A one-time link an admin hands over by hand (inside the caller's transaction). */
  issueLink(tx: Tx, userId: number): Promise<IssuedToken & { link: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordReset: PasswordReset;
  }
}

export default fp<{ siteOrigin: string }>(
  async (app, { siteOrigin }) => {
    const { db, mailer, accountTokens } = app;
    const linkOf = (token: string) => `${siteOrigin}${pagePaths.ResetPassword}?${tokenParam}=${token}`;
    const verifiedAccount = (email: string) => and(eq(users.email, email), isNotNull(users.emailVerifiedAt));

    const reset: PasswordReset = {
      async request(email) {
        await db.transaction(async (tx) => {
          const [user] = await tx.select({ id: users.id }).from(users).where(verifiedAccount(email));
          if (!user) return;
          await mailer.enqueue(tx, {
            userId: user.id,
            kind: RESET,
            to: email,
            keepMs: recoveryLimits.resetTokenMs,
          });
        });
      },
      confirm(token, passwordHash) {
        return db.transaction(async (tx) => {
          const used = await accountTokens.consume(tx, 'password_reset', token);
          if (!used) return null;
          await setPasswordHash(tx, used.userId, passwordHash);
          await app.sessions.endOthers(used.userId, null, tx);
          return used.userId;
        });
      },
      async issueLink(tx, userId) {
        const issued = await accountTokens.issue(tx, {
          userId,
          purpose: 'password_reset',
          lifetimeMs: recoveryLimits.adminResetLinkMs,
        });
        return { ...issued, link: linkOf(issued.token) };
      },
    };
    app.decorate('passwordReset', reset);

    // Issued when sent, and only while the address is still the account's verified one.
    mailer.kind(RESET, async (mail, tx) => {
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, mail.userId), verifiedAccount(mail.toAddress)));
      if (!user) return null;
      const { token } = await accountTokens.issue(tx, {
        userId: user.id,
        purpose: 'password_reset',
        lifetimeMs: recoveryLimits.resetTokenMs,
        email: mail.toAddress,
      });
      return composeMail(accountMailCopy.passwordReset, linkOf(token));
    });
  },
  { name: 'password-reset', dependencies: ['db', 'mailer', 'account-tokens', 'sessions'] },
);
