import { and, eq, gt, type SQL } from 'drizzle-orm';
import { conversations } from '../../db/schema/index';
import type { Db } from '../../platform/database/client';

/**
 * "In the chat" (ADR 115): at `at`, the user's popup is open where they look, as its presence
 * beats last said. The notifier and the push/e-mail delivery both ask this one rule.
 */
export async function isInChat(executor: Db, conversationId: number, at: SQL | Date): Promise<boolean> {
  const [watching] = await executor
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), gt(conversations.userViewingUntil, at)))
    .limit(1);
  return watching !== undefined;
}

/** The user's conversation with the team, if they have one. */
export async function conversationOf(executor: Db, userId: number): Promise<number | undefined> {
  const [row] = await executor
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.userId, userId));
  return row?.id;
}
