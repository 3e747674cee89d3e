import { chatMessages } from '@sehat/core/chat/messages';
import type { FastifyInstance } from 'fastify';
import type { AccountRow } from '../../../../platform/accounts/user-presenter';
import { notFound } from '../../../../platform/http/errors';
import { conversationFor } from '../../policy';

/** The conversation a counsellor works on, its person, and the counsellor asking. */
export async function caseOf(app: FastifyInstance, admin: AccountRow, id: number) {
  const conversation = conversationFor(admin, await app.chatRepository.findConversation(id));
  const person = await app.usersRepository.findById(conversation.userId);
  if (!person) throw notFound(chatMessages.conversationNotFound);
  return { admin: { id: admin.id, username: admin.username }, conversation, person };
}
