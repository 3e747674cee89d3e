import type { ConversationStatus } from '@sehat/core/chat/schemas';
import { and, eq, gt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { chatResolutions, chatRiskSignals, conversations, type ConversationRow } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import type { NewLiveEvent } from '../../platform/realtime/event-log';

export interface TriageChange {
  status?: ConversationStatus | undefined;
  /** null: nobody holds it any more. */
  assigneeId?: number | null | undefined;
  /** Who made the change: the counsellor of a resolution when nobody holds the conversation. */
  actorId?: number | undefined;
}

/** One request for help ended (ADR 196), with whose work it was and whether risk came up in it. */
export interface Resolution {
  id: number;
  conversationId: number;
  userId: number;
  counsellorId: number | null;
  risky: boolean;
  resolvedAt: Date;
}

/** Runs in the resolution's transaction, e.g. to owe its counsellor a debrief (ADR 231). */
export type ResolutionListener = (tx: Tx, resolution: Resolution) => Promise<void>;

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
  /** Features that act when a conversation is resolved register here when they start. */
  onResolved(listener: ResolutionListener): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatTriage: ChatTriage;
  }
}

/** The admins-only event that tells every inbox a conversation's status or holder changed. */
export function conversationChanged(row: ConversationRow): NewLiveEvent {
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
    const listeners: ResolutionListener[] = [];

    /** A risk signal came in since the previous resolution (or ever): risk was active in it. */
    const hadRisk = async (tx: Tx, conversationId: number) => {
      const [previous] = await tx
        .select({ at: sql<Date>`max(${chatResolutions.resolvedAt})`.mapWith(chatResolutions.resolvedAt) })
        .from(chatResolutions)
        .where(eq(chatResolutions.conversationId, conversationId));
      const [signal] = await tx
        .select({ id: chatRiskSignals.id })
        .from(chatRiskSignals)
        .where(
          and(
            eq(chatRiskSignals.conversationId, conversationId),
            previous?.at ? gt(chatRiskSignals.createdAt, previous.at) : undefined,
          ),
        )
        .limit(1);
      return signal !== undefined;
    };

    const resolve = async (tx: Tx, row: ConversationRow, actorId: number | undefined) => {
      const risky = await hadRisk(tx, row.id);
      const [resolution] = await tx
        .insert(chatResolutions)
        .values({ conversationId: row.id, counsellorId: row.assigneeId ?? actorId ?? null, risky })
        .returning();
      for (const listener of listeners)
        await listener(tx, {
          id: resolution!.id,
          conversationId: row.id,
          userId: row.userId,
          counsellorId: resolution!.counsellorId,
          risky,
          resolvedAt: resolution!.resolvedAt,
        });
    };

    const triage: ChatTriage = {
      onResolved(listener) {
        listeners.push(listener);
      },
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
            await resolve(tx, row!, change.actorId);
          }
          // Resolved, nothing is due; reopened, the wait counts again. Never reassigned here.
          await app.chatQueue.settle(tx, conversation.id, { handOut: false });
          await app.liveEvents.append(tx, conversationChanged(row!));
          await alongside?.(tx, row!);
          return row!;
        });
      },
    };
    app.decorate('chatTriage', triage);
  },
  { name: 'chat-triage', dependencies: ['db', 'live-events', 'chat-queue'] },
);
