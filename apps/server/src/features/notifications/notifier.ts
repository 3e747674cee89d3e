import { securityNoticeMessages, type SecurityEvent } from '@sehat/core/auth/messages';
import type { ModerationKind } from '@sehat/core/forum/moderation-contract';
import { notificationLinks } from '@sehat/core/notifications/links';
import { notificationMessages } from '@sehat/core/notifications/messages';
import type { NotificationEvent } from '@sehat/core/notifications/schemas';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { notifications } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import { isInChat } from './chat-presence';
import { recipientTurn, writeNotification, type NewNotification } from './notification-writer';

export interface ModeratedItem {
  kind: ModerationKind;
  action: 'hide' | 'delete';
  authorId: number;
  questionId: number;
  /** The question's title (read before a deleted question is gone). */
  title: string;
  moderatorId: number;
}

/**
 * Writes notifications inside the transaction of what causes them, and tells the recipient's
 * streams through the chat event log (so they replay after a reconnect, on any instance).
 */
export interface Notifier {
  /**
   * Takes a recipient's turn as part of the caller's statement: a notification for them may be
   * written by a later statement of the same transaction.
   */
  recipientTurn(userId: SQL | number): SQL;
  /**
   * Someone else responded to a question: its author hears of it, in one statement. An earlier
   * statement of `tx` took the author's recipientTurn.
   */
  forumResponse(tx: Tx, question: { id: number; authorId: number; title: string }): Promise<void>;
  /** A counsellor wrote to the user (one unread at a time; none while their popup is open, ADR 115). */
  chatReply(tx: Tx, conversationId: number, userId: number): Promise<void>;
  /** A moderator hid or removed someone's question or response. */
  moderated(tx: Tx, item: ModeratedItem): Promise<void>;
  /** A check-in the user asked for fell due: it asks how they are (docs/decisions/0170). */
  checkin(tx: Tx, userId: number, checkinId: number): Promise<void>;
  /** The next session of a programme the person asked reminders for waits (ADR 234). */
  programReminder(tx: Tx, userId: number, code: string, nomor: number): Promise<void>;
  /** A risky conversation passed its response target: an online counsellor hears of it (ADR 192). */
  chatOverdue(tx: Tx, counsellorId: number, userId: number): Promise<void>;
  /** A counsellor started the escalation protocol: a supervisor hears of it (ADR 230). */
  chatEscalation(tx: Tx, supervisorId: number, userId: number): Promise<void>;
  /** A risky conversation was resolved: its counsellor is offered a wellbeing check and a debrief (ADR 231). */
  careOffer(tx: Tx, counsellorId: number): Promise<void>;
  /** Someone else set the user's password or made them a reset link (ADR 211). */
  securityNotice(tx: Tx, userId: number, event: SecurityEvent): Promise<void>;
  /** The user read their chat: its reply notifications are read too. */
  chatRead(tx: Tx, userId: number): Promise<void>;
  /** Marks the user's notifications (those of `ids`, else all) read; returns how many changed. */
  markRead(tx: Tx, userId: number, ids: number[] | undefined): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

const moderationText = ({ kind, action, title }: ModeratedItem) =>
  kind === 'question'
    ? action === 'hide'
      ? notificationMessages.questionHidden(title)
      : notificationMessages.questionRemoved(title)
    : action === 'hide'
      ? notificationMessages.responseHidden(title)
      : notificationMessages.responseRemoved(title);

export default fp(
  async (app) => {
    const publish = (tx: Tx, userId: number, event: NotificationEvent) =>
      app.liveEvents.append(tx, { conversationId: null, userId, type: 'notification', data: event });

    /** The one statement that writes a notification (notification-writer.ts), its turn taken before. */
    const write = async (tx: Tx, values: NewNotification) => {
      const parts = {
        events: app.liveEvents.appendPersonal('shown', values.userId),
        announcement: app.outsideDelivery.announcement,
      };
      await tx.execute(writeNotification(values, parts));
    };

    /** The one place a notification is made: the recipient's turn, then the write. */
    const create = async (tx: Tx, values: NewNotification) => {
      await tx.execute(sql`select ${recipientTurn(values.userId)}`);
      await write(tx, values);
    };

    const markRead: Notifier['markRead'] = async (tx, userId, ids) => {
      const changed = await tx
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        )
        .returning({ id: notifications.id });
      if (changed.length > 0) await publish(tx, userId, { notification: null });
      return changed.length;
    };

    const notifier: Notifier = {
      recipientTurn,
      async forumResponse(tx, question) {
        await write(tx, {
          userId: question.authorId,
          kind: 'forum_response',
          text: (count) => notificationMessages.forumResponse(question.title, count),
          link: notificationLinks.question(question.id),
        });
      },
      async chatReply(tx, conversationId, userId) {
        // Read in the open popup (ADR 115): every other reply is announced, at once.
        if (await isInChat(tx, conversationId, sql`now()`)) return;
        await create(tx, {
          userId,
          kind: 'chat_reply',
          text: () => notificationMessages.chatReply,
          link: notificationLinks.chat,
        });
      },
      async moderated(tx, item) {
        if (item.authorId === item.moderatorId) return;
        const link =
          item.kind === 'question' && item.action === 'delete'
            ? notificationLinks.rules
            : notificationLinks.question(item.questionId);
        await create(tx, {
          userId: item.authorId,
          kind: 'moderation',
          text: () => moderationText(item),
          link,
        });
      },
      async checkin(tx, userId, checkinId) {
        await create(tx, {
          userId,
          kind: 'checkin',
          text: () => notificationMessages.checkin,
          link: notificationLinks.checkin(checkinId),
        });
      },
      async programReminder(tx, userId, code, nomor) {
        await create(tx, {
          userId,
          kind: 'program_reminder',
          text: () => notificationMessages.programReminder,
          link: notificationLinks.programSession(code, nomor),
        });
      },
      async chatOverdue(tx, counsellorId, userId) {
        await create(tx, {
          userId: counsellorId,
          kind: 'chat_overdue',
          text: () => notificationMessages.chatOverdue,
          link: notificationLinks.counsellorInbox(userId),
        });
      },
      async chatEscalation(tx, supervisorId, userId) {
        await create(tx, {
          userId: supervisorId,
          kind: 'chat_escalation',
          text: () => notificationMessages.chatEscalation,
          link: notificationLinks.counsellorInbox(userId),
        });
      },
      async careOffer(tx, counsellorId) {
        await create(tx, {
          userId: counsellorId,
          kind: 'care_offer',
          text: () => notificationMessages.careOffer,
          link: notificationLinks.care,
        });
      },
      async securityNotice(tx, userId, event) {
        await create(tx, {
          userId,
          kind: 'account_security',
          text: () => securityNoticeMessages[event],
          link: notificationLinks.profile,
        });
      },
      async chatRead(tx, userId) {
        const unread = await tx
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, userId),
              eq(notifications.kind, 'chat_reply'),
              isNull(notifications.readAt),
            ),
          );
        if (unread.length > 0)
          await markRead(
            tx,
            userId,
            unread.map((row) => row.id),
          );
      },
      markRead,
    };
    app.decorate('notifier', notifier);
  },
  {
    name: 'notifier',
    dependencies: ['db', 'live-events', 'outside-delivery'],
  },
);
