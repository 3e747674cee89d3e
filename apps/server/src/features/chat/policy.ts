import { chatMessages } from '@sehat/core/chat/messages';
import type { ConversationRow } from '../../db/schema/index';
import { forbidden, notFound } from '../../platform/http/errors';
import type { AccountRow } from '../../platform/accounts/user-presenter';

/** Who may read and write a conversation: its own user, and every admin (the counsellor team). */
export function canUseConversation(viewer: AccountRow, conversation: ConversationRow): boolean {
  return viewer.role === 'admin' || conversation.userId === viewer.id;
}

/**
 * The conversation if the viewer may use it. Someone else's conversation answers exactly like
 * a missing one, so ids reveal nothing.
 */
export function conversationFor(
  viewer: AccountRow,
  conversation: ConversationRow | undefined,
): ConversationRow {
  if (!conversation || !canUseConversation(viewer, conversation)) {
    throw notFound(chatMessages.conversationNotFound);
  }
  return conversation;
}

/** Only user accounts have a conversation of their own; admins answer them from the inbox. */
export function assertHasOwnConversation(viewer: AccountRow): void {
  if (viewer.role !== 'user') throw forbidden(chatMessages.conversationForUsersOnly);
}

export function senderRoleOf(viewer: AccountRow): 'user' | 'admin' {
  return viewer.role === 'admin' ? 'admin' : 'user';
}
