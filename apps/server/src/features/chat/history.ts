import type { ChatHistoryDeleted } from '@sehat/core/chat/schemas';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { chatEvents, chatResultShares, conversations, messages } from '../../db/schema/index';
import { purgeChatMessages } from './purge-messages';

export interface ChatHistory {
  /**
   * Deletes every message of the user's conversation, for the counsellors too, with the
   * files, the shared results and the stream events; the conversation keeps only when this
   * happened. Open popups and inboxes hear of it through a `history_deleted` event.
   */
  clear(userId: number): Promise<ChatHistoryDeleted>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatHistory: ChatHistory;
  }
}

export default fp(
  async (app) => {
    app.decorate('chatHistory', {
      async clear(userId) {
        const { conversation } = await app.chatRepository.conversationOfUser(userId);
        const { deleted, files } = await app.db.transaction(async (tx) => {
          const files = await purgeChatMessages(tx, eq(messages.conversationId, conversation.id));
          await tx.delete(chatEvents).where(eq(chatEvents.conversationId, conversation.id));
          await tx.delete(chatResultShares).where(eq(chatResultShares.conversationId, conversation.id));
          const [row] = await tx
            .update(conversations)
            .set({ historyDeletedAt: sql`now()`, lastMessageAt: null })
            .where(eq(conversations.id, conversation.id))
            .returning({ historyDeletedAt: conversations.historyDeletedAt });
          // Nothing the person wrote is left to answer.
          await app.chatQueue.settle(tx, conversation.id, { handOut: false });
          const deleted: ChatHistoryDeleted = {
            conversationId: conversation.id,
            historyDeletedAt: row!.historyDeletedAt!.toISOString(),
          };
          await app.liveEvents.append(tx, {
            conversationId: conversation.id,
            userId,
            type: 'history_deleted',
            data: deleted,
          });
          return { deleted, files };
        });
        await app.fileStorage.removeAll(files, 'a file of a deleted chat history');
        return deleted;
      },
    } satisfies ChatHistory);
  },
  {
    name: 'chat-history',
    dependencies: ['db', 'file-storage', 'live-events', 'chat-repository', 'chat-queue'],
  },
);
