import { accountMailCopy } from '@sehat/core/auth/mail-messages';
import { recoveryLimits, tokenParam } from '@sehat/core/auth/recovery';
import { pagePaths } from '@sehat/core/site/page-paths';
import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { users } from '../../db/schema/index';
import type { EmailChange } from '../../platform/accounts/email-change';
import type { Tx } from '../../platform/database/transaction';
import { composeMail } from '../../platform/mail/mail-content';

/** Mail kinds of this file (the outbox's `kind`). */
const VERIFICATION = 'email_verification';
const CHANGED = 'email_changed';
/** A warning to the old address is worth sending for as long as a verification link lives. */
const CHANGED_KEEP_MS = recoveryLimits.verificationTokenMs;

export interface EmailVerification {
  /** Queues a verification mail to the user's address (registration, "kirim ulang"). */
  request(tx: Tx, user: { id: number; email: string }): Promise<void>;
  /**
   * After an account's address changed, inside that transaction: the new address is not
   * verified, links sent before stop working, the old address hears of it, the new one gets a
   * verification mail.
   */
  emailChanged(tx: Tx, change: EmailChange): Promise<void>;
  /** Marks the address the token was sent to verified; false for an unknown, used or stale token. */
  confirm(token: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    emailVerification: EmailVerification;
  }
}

export default fp<{ siteOrigin: string }>(
  async (app, { siteOrigin }) => {
    const { db, mailer, accountTokens } = app;

    const request: EmailVerification['request'] = (tx, user) =>
      mailer.enqueue(tx, {
        userId: user.id,
        kind: VERIFICATION,
        to: user.email,
        keepMs: recoveryLimits.verificationTokenMs,
      });

    const verification: EmailVerification = {
      request,
      async emailChanged(tx, { userId, previousEmail, email }) {
        if (previousEmail === email) return;
        await tx.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId));
        await accountTokens.revoke(tx, userId, 'email_verification');
        await accountTokens.revoke(tx, userId, 'password_reset');
        await mailer.enqueue(tx, { userId, kind: CHANGED, to: previousEmail, keepMs: CHANGED_KEEP_MS });
        await request(tx, { id: userId, email });
      },
      confirm(token) {
        return db.transaction(async (tx) => {
          const used = await accountTokens.consume(tx, 'email_verification', token);
          if (!used?.email) return false;
          const verified = await tx
            .update(users)
            .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
            .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
            .returning({ id: users.id });
          if (!verified.length) return false;
          await accountTokens.revoke(tx, used.userId, 'email_verification');
          return true;
        });
      },
    };
    app.decorate('emailVerification', verification);

    // The link is made when the mail is sent, so no working token waits in the outbox.
    mailer.kind(VERIFICATION, async (mail, tx) => {
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, mail.userId));
      if (user?.email !== mail.toAddress) return null;
      const { token } = await accountTokens.issue(tx, {
        userId: mail.userId,
        purpose: 'email_verification',
        lifetimeMs: recoveryLimits.verificationTokenMs,
        email: mail.toAddress,
      });
      const link = `${siteOrigin}${pagePaths.VerifyEmail}?${tokenParam}=${token}`;
      return composeMail(accountMailCopy.emailVerification, link);
    });
    mailer.kind(CHANGED, async () => composeMail(accountMailCopy.emailChanged, `${siteOrigin}/`));
  },
  { name: 'email-verification', dependencies: ['db', 'mailer', 'account-tokens'] },
);
