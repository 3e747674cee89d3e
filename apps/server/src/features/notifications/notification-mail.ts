import { outsideMessages, outsideText } from '@sehat/core/notifications/outside-messages';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { notifications } from '../../db/schema/index';
import { composeMail } from '../../platform/mail/mail-content';

/** The outbox's kind for a notification mail. */
export const NOTIFICATION_MAIL = 'notification';

/**
 * A notification mail says only that something is waiting, with the link, and carries
 * List-Unsubscribe (RFC 2369, one-click per RFC 8058) for that kind of notification. A
 * notification read (or gone) before the mail left is not mailed.
 */
export default fp<{ siteOrigin: string }>(
  async (app, { siteOrigin }) => {
    app.mailer.kind(NOTIFICATION_MAIL, async (mail, tx) => {
      const id = Number(mail.params.notificationId);
      const [row] = await tx.select().from(notifications).where(eq(notifications.id, id));
      if (!row || row.readAt) return null;
      const unsubscribe = app.unsubscribeLinks.linkFor(row.userId, row.kind);
      const copy = {
        subject: outsideText(row.kind),
        lines: [...outsideMessages.mailLines],
        action: outsideMessages.mailAction,
        after: [],
      };
      const content = composeMail(copy, `${siteOrigin}${row.link}`, {
        text: `${outsideMessages.mailWhy} ${outsideMessages.mailUnsubscribe}`,
        link: unsubscribe,
      });
      return {
        ...content,
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    });
  },
  { name: 'notification-mail', dependencies: ['mailer', 'unsubscribe-links'] },
);
