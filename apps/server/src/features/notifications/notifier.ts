import type { ModerationKind } from '@sehat/core/forum/moderation-contract';
import { outsideDeliveryWaitMs } from '@sehat/core/notifications/delivery';
import type { NotificationKind } from '@sehat/core/notifications/limits';
import { notificationLinks } from '@sehat/core/notifications/links';
import { notificationMessages } from '@sehat/core/notifications/messages';
import type { NotificationEvent } from '@sehat/core/notifications/schemas';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { forumQuestions, notifications } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import { isInChat } from './chat-presence';
import { presentNotification } from './presenter';

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
  /** Someone else responded to a question: its author hears of it. */
  forumResponse(tx: Tx, questionId: number, responderId: number): Promise<void>;
  /** A counsellor wrote to the user (one unread at a time; none while their popup is open, ADR 115). */
  chatReply(tx: Tx, conversationId: number, userId: number): Promise<void>;
  /** A moderator hid or removed someone's question or response. */
  moderated(tx: Tx, item: ModeratedItem): Promise<void>;
  /** A check-in the user asked for fell due: it asks how they are (docs/decisions/0170). */
  checkin(tx: Tx, userId: number, checkinId: number): Promise<void>;
  /** A risky conversation passed its response target: an online counsellor hears of it (ADR 192). */
  chatOverdue(tx: Tx, counsellorId: number, userId: number): Promise<void>;
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

/** The advisory lock class (with the recipient's id) that takes one recipient's writes in turn. */
const NOTIFY_LOCK_CLASS = 77_181;

export default fp(
  async (app) => {
    const publish = (tx: Tx, userId: number, event: NotificationEvent) =>
      app.chatEvents.append(tx, { conversationId: null, userId, type: 'notification', data: event });

    /**
     * The one place a notification is made. One unread notification per recipient, kind and
     * source (its link): a new one replaces the unread one before it, on top of the list and
     * counting both (ADR 181), and keeps the first one's push/e-mail schedule, so replies every
     * few minutes neither postpone the notice forever nor send one each (ADR 131). The bell
     * shows it if the person wants it there. Recipients are taken one transaction at a time, so
     * racing writers never leave two.
     */
    const create = async (
      tx: Tx,
      values: { userId: number; kind: NotificationKind; text: (count: number) => string; link: string },
    ) => {
      const { userId, kind, link } = values;
      await tx.execute(sql`select pg_advisory_xact_lock(${NOTIFY_LOCK_CLASS}, ${userId})`);
      const replaced = await tx
        .delete(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, kind),
            eq(notifications.link, link),
            isNull(notifications.readAt),
          ),
        )
        .returning({
          count: notifications.count,
          deliverAfter: notifications.deliverAfter,
          deliveredAt: notifications.deliveredAt,
        });
      const count = replaced.reduce((sum, row) => sum + row.count, 1);
      const [carried] = replaced;
      const { inApp } = await app.notificationPreferences.ofKind(tx, userId, kind);
      const wait = outsideDeliveryWaitMs(kind);
      const [row] = await tx
        .insert(notifications)
        .values({
          userId,
          kind,
          link,
          count,
          text: values.text(count),
          inApp,
          // A notice still waiting keeps its time; once one went out, news starts a new wait.
          deliverAfter:
            carried && !carried.deliveredAt
              ? carried.deliverAfter
              : sql`now() + ${wait} * interval '1 millisecond'`,
        })
        .returning();
      if (inApp) await publish(tx, userId, { notification: presentNotification(row!) });
      await app.outsideDelivery.announce(tx);
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
      async forumResponse(tx, questionId, responderId) {
        const [question] = await tx
          .select({ authorId: forumQuestions.userId, title: forumQuestions.title })
          .from(forumQuestions)
          .where(eq(forumQuestions.id, questionId));
        if (!question || question.authorId === responderId) return;
        await create(tx, {
          userId: question.authorId,
          kind: 'forum_response',
          text: (count) => notificationMessages.forumResponse(question.title, count),
          link: notificationLinks.question(questionId),
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
      async chatOverdue(tx, counsellorId, userId) {
        await create(tx, {
          userId: counsellorId,
          kind: 'chat_overdue',
          text: () => notificationMessages.chatOverdue,
          link: notificationLinks.counsellorInbox(userId),
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
    dependencies: ['db', 'chat-events', 'notification-preferences-repository', 'outside-delivery'],
  },
);
