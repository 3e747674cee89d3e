import { accountMailCopy } from '@sehat/core/auth/mail-messages';
import { recoveryLimits, tokenParam } from '@sehat/core/auth/recovery';
import type { LimitWindow } from '@sehat/core/limits/rate-limits';
import { pagePaths } from '@sehat/core/site/page-paths';
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { passwordResetRequests, users } from '../../db/schema/index';
import { RESET_MAIL, setPasswordHash } from '../../platform/accounts/password-store';
import type { Tx } from '../../platform/database/transaction';
import { composeMail } from '../../platform/mail/mail-content';
import type { IssuedToken } from './account-tokens';
import { RESET_REQUESTS_JOB, resetRequestsJob, verifiedAccount } from './reset-requests';

export interface PasswordReset {
  /**
   * Records the request, the same way for every address: whether `email` is an account's is
   * looked at later, off the request, so the answer and its timing tell nothing (ADR 211).
   */
  request(email: string): Promise<void>;
  /**
   * Uses the token: the account gets `passwordHash`, every session of it ends (on every
   * instance), every other reset link stops working. The user's id, or null for a bad token.
   */
  confirm(token: string, passwordHash: string): Promise<number | null>;
  /**
   * A one-time link admin `issuedBy` hands over by hand (inside the caller's transaction); it
   * works only while they are an admin.
   */
  issueLink(tx: Tx, userId: number, issuedBy: number): Promise<IssuedToken & { link: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordReset: PasswordReset;
  }
}

export default fp<{ siteOrigin: string; mailLimit: LimitWindow }>(
  async (app, { siteOrigin, mailLimit }) => {
    const { db, mailer, accountTokens } = app;
    const linkOf = (token: string) => `${siteOrigin}${pagePaths.ResetPassword}?${tokenParam}=${token}`;
    app.dueJobs.add(
      RESET_REQUESTS_JOB,
      resetRequestsJob(db, mailer, {
        mailsPerAddress: mailLimit.max,
        windowMs: mailLimit.windowMs,
        keepMs: recoveryLimits.resetTokenMs,
      }),
    );

    const reset: PasswordReset = {
      async request(email) {
        await db.insert(passwordResetRequests).values({ email });
        app.dueJobs.wake(RESET_REQUESTS_JOB);
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
      async issueLink(tx, userId, issuedBy) {
        const issued = await accountTokens.issue(tx, {
          userId,
          issuedBy,
          purpose: 'password_reset',
          lifetimeMs: recoveryLimits.adminResetLinkMs,
        });
        return { ...issued, link: linkOf(issued.token) };
      },
    };
    app.decorate('passwordReset', reset);

    // Issued when sent, and only while the address is still the account's verified one.
    mailer.kind(RESET_MAIL, async (mail, tx) => {
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
  { name: 'password-reset', dependencies: ['db', 'mailer', 'account-tokens', 'sessions', 'due-jobs'] },
);
