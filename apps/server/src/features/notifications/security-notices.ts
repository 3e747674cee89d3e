import { accountMailCopy } from '@sehat/core/auth/mail-messages';
import { securityEvents, type SecurityEvent } from '@sehat/core/auth/messages';
import { notificationLinks } from '@sehat/core/notifications/links';
import { and, eq, isNotNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { users } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import { composeMail } from '../../platform/mail/mail-content';

/** The outbox's kind for a security notice's mail. */
const SECURITY_MAIL = 'security_notice';
/** Worth sending for a week: the owner may need it to notice what happened. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

const mailCopy = {
  password_set: accountMailCopy.passwordSetByAdmin,
  reset_link: accountMailCopy.resetLinkByAdmin,
} as const satisfies Record<SecurityEvent, unknown>;

export interface SecurityNotices {
  /**
   * Someone else acted on the user's password, inside that transaction: the owner is told in
   * the bell and by mail, whatever their preferences (ADR 211). The mail goes only to a
   * verified address: an unconfirmed one may be a stranger's.
   */
  tell(tx: Tx, userId: number, event: SecurityEvent): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    securityNotices: SecurityNotices;
  }
}

const isSecurityEvent = (value: unknown): value is SecurityEvent =>
  (securityEvents as readonly unknown[]).includes(value);

export default fp<{ siteOrigin: string }>(
  async (app, { siteOrigin }) => {
    app.decorate('securityNotices', {
      async tell(tx, userId, event) {
        await app.notifier.securityNotice(tx, userId, event);
        const [owner] = await tx
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)));
        if (!owner) return;
        await app.mailer.enqueue(tx, {
          userId,
          kind: SECURITY_MAIL,
          to: owner.email,
          params: { event },
          keepMs: KEEP_MS,
        });
      },
    } satisfies SecurityNotices);

    app.mailer.kind(SECURITY_MAIL, async (mail) => {
      const { event } = mail.params;
      return isSecurityEvent(event)
        ? composeMail(mailCopy[event], `${siteOrigin}${notificationLinks.profile}`)
        : null;
    });
  },
  { name: 'security-notices', dependencies: ['mailer', 'notifier'] },
);
