import { notificationLimits } from '@sehat/core/notifications/limits';
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { conversations, messages } from '../../db/schema/index';
import type { Db } from '../../platform/database/client';

/**
 * ADR 77's rule for "in the chat": at `at`, the user wrote in their conversation, or read a
 * counsellor's message, within the last `chatActiveWindowMs`. The server cannot cheaply know
 * whether a popup is open on some instance, but it knows this.
 */
export async function isInChat(executor: Db, conversationId: number, at: SQL | Date): Promise<boolean> {
  const since = sql`${at}::timestamptz - ${notificationLimits.chatActiveWindowMs} * interval '1 millisecond'`;
  const [active] = await executor
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        or(
          and(eq(messages.senderRole, 'user'), gt(messages.createdAt, since)),
          and(eq(messages.senderRole, 'admin'), gt(messages.readAt, since)),
        ),
      ),
    )
    .limit(1);
  return active !== undefined;
}

/** The user's conversation with the team, if they have one. */
export async function conversationOf(executor: Db, userId: number): Promise<number | undefined> {
  const [row] = await executor
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.userId, userId));
  return row?.id;
}
