import { chatMessages } from '@sehat/core/chat/messages';
import { isStaff, mayUse, rolesWith } from '@sehat/core/user/access';
import type { Role } from '@sehat/core/user/limits';
import type { ConversationRow } from '../../db/schema/index';
import { forbidden, notFound } from '../../platform/http/errors';
import type { AccountRow } from '../../platform/accounts/user-presenter';

/** The counsellor team: every role with the inbox (counsellors, supervisors, admins). */
export function isCounsellor(account: { role: Role }): boolean {
  return mayUse(account.role, 'inbox');
}

/** `isCounsellor` for SQL over `users.role`. */
export const counsellorRoles = rolesWith('inbox');

/** Who may read and write a conversation: its own user, and the counsellor team. */
export function canUseConversation(viewer: AccountRow, conversation: ConversationRow): boolean {
  return isCounsellor(viewer) || conversation.userId === viewer.id;
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

/** Only user accounts have a conversation of their own; staff answer them from the inbox. */
export function assertHasOwnConversation(viewer: AccountRow): void {
  if (isStaff(viewer.role)) throw forbidden(chatMessages.conversationForUsersOnly);
}

/** The counsellor side is `admin` in messages whatever the counsellor's role (the contract). */
export function senderRoleOf(viewer: AccountRow): 'user' | 'admin' {
  return isCounsellor(viewer) ? 'admin' : 'user';
}
