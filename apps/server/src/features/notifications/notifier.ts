import type { ModerationKind } from '@sehat/core/forum/moderation-contract';
import type { NotificationKind } from '@sehat/core/notifications/limits';
import { notificationLinks } from '@sehat/core/notifications/links';
import { notificationMessages } from '@sehat/core/notifications/messages';
import type { NotificationEvent } from '@sehat/core/notifications/schemas';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { conversations, forumQuestions, notifications } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
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
      app.chatEvents.append(tx, { conversationId: null, userId, type: 'notification', data: event });

    const create = async (
      tx: Tx,
      values: { userId: number; kind: NotificationKind; text: string; link: string },
    ) => {
      const [row] = await tx.insert(notifications).values(values).returning();
      await publish(tx, values.userId, { notification: presentNotification(row!) });
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
          text: notificationMessages.forumResponse(question.title),
          link: notificationLinks.question(questionId),
        });
      },
      async chatReply(tx, conversationId, userId) {
        // Read in the open popup (ADR 115): every other reply is announced, at once.
        const [watching] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.id, conversationId), gt(conversations.userViewingUntil, sql`now()`)));
        if (watching) return;
        // The unread one is replaced, so the newest reply is on top and counted once.
        await tx
          .delete(notifications)
          .where(
            and(
              eq(notifications.userId, userId),
              eq(notifications.kind, 'chat_reply'),
              isNull(notifications.readAt),
            ),
          );
        await create(tx, {
          userId,
          kind: 'chat_reply',
          text: notificationMessages.chatReply,
          link: notificationLinks.chat,
        });
      },
      async moderated(tx, item) {
        if (item.authorId === item.moderatorId) return;
        const link =
          item.kind === 'question' && item.action === 'delete'
            ? notificationLinks.rules
            : notificationLinks.question(item.questionId);
        await create(tx, { userId: item.authorId, kind: 'moderation', text: moderationText(item), link });
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
  { name: 'notifier', dependencies: ['db', 'chat-events'] },
);
