import type { ConversationStatus } from '@sehat/core/chat/schemas';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { chatResolutions, conversations, type ConversationRow } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import type { NewChatEvent } from './events';

export interface TriageChange {
  status?: ConversationStatus | undefined;
  /** null: nobody holds it any more. */
  assigneeId?: number | null | undefined;
}

export interface ChatTriage {
  /**
   * Sets status and/or assignee; every admin's stream hears of it (a `conversation` event).
   * `alongside` runs in the same transaction, e.g. a transfer's handover note.
   */
  update(
    conversation: ConversationRow,
    change: TriageChange,
    alongside?: (tx: Tx, row: ConversationRow) => Promise<unknown>,
  ): Promise<ConversationRow>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatTriage: ChatTriage;
  }
}

/** The admins-only event that tells every inbox a conversation's status or holder changed. */
export function conversationChanged(row: ConversationRow): NewChatEvent {
  return {
    conversationId: row.id,
    userId: row.userId,
    type: 'conversation',
    data: { conversationId: row.id, status: row.status, assigneeId: row.assigneeId },
  };
}

/** The counsellor team's bookkeeping of a conversation: open or resolved, and who holds it. */
export default fp(
  async (app) => {
    const triage: ChatTriage = {
      async update(conversation, change, alongside) {
        return app.db.transaction(async (tx) => {
          const [row] = await tx
            .update(conversations)
            .set({
              ...(change.status !== undefined ? { status: change.status } : {}),
              ...(change.assigneeId !== undefined ? { assigneeId: change.assigneeId } : {}),
            })
            .where(eq(conversations.id, conversation.id))
            .returning();
          // Where one request for help ends: the person may rate it, the reports count it.
          if (conversation.status !== 'resolved' && row!.status === 'resolved') {
            await tx.insert(chatResolutions).values({ conversationId: row!.id });
          }
          // Resolved, nothing is due; reopened, the wait counts again. Never reassigned here.
          await app.chatQueue.settle(tx, conversation.id, { handOut: false });
          await app.chatEvents.append(tx, conversationChanged(row!));
          await alongside?.(tx, row!);
          return row!;
        });
      },
    };
    app.decorate('chatTriage', triage);
  },
  { name: 'chat-triage', dependencies: ['db', 'chat-events', 'chat-queue'] },
);
