import type { Conversation } from '@sehat/core/chat/schemas';
import { chatMessages } from '@sehat/core/chat/messages';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../platform/http/errors';
import type { ConversationRow } from '../repository';
import { senderRoleOf } from '../policy';
import { presentConversation } from '../presenter';
import type { AccountRow } from '../../../platform/accounts/user-presenter';

/** The contract's `conversation` as `viewer` sees it (their own unread count). */
export async function conversationBody(
  app: FastifyInstance,
  conversation: ConversationRow,
  viewer: AccountRow,
): Promise<Conversation> {
  const [user, admin, unread, assignee, sharedResult] = await Promise.all([
    conversation.userId === viewer.id ? viewer : app.usersRepository.findById(conversation.userId),
    app.chatRepository.adminFor(conversation),
    app.chatRepository.unreadCount(conversation.id, senderRoleOf(viewer)),
    conversation.assigneeId === null ? undefined : app.usersRepository.findById(conversation.assigneeId),
    app.chatResultShares.latest(conversation.id),
  ]);
  if (!user) throw notFound(chatMessages.chatUserNotFound);
  // There is always an admin (the first one is created at start and the last one cannot be
  // deleted); without one the chat has nobody to reach.
  if (!admin) throw notFound(chatMessages.userMissing);
  return presentConversation(conversation, user, admin, unread, assignee, sharedResult);
}
