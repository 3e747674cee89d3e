import type { RiskSource } from '@sehat/core/risk/signals';
import type { ConversationRisk } from '@sehat/core/risk/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  chatNotes,
  chatRiskSignals,
  conversations,
  users,
  type ConversationRow,
} from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import { conversationChanged } from './triage';

export interface NewRiskSignal {
  source: RiskSource;
  crisis: boolean;
}

interface Person {
  id: number;
  username: string;
}

export interface ChatRiskSignals {
  /**
   * Inside the caller's transaction, before it settles the queue: adds a signal, which makes
   * the conversation risky (again) until a counsellor marks it handled. The caller's own event
   * (the message, the shared result) tells the inboxes.
   */
  add(tx: Tx, conversation: ConversationRow, signal: NewRiskSignal): Promise<void>;
  /** Every signal, oldest first, and whether any is newer than the last handling. */
  of(conversationId: number): Promise<ConversationRisk>;
  /** Marks every signal so far handled; the note joins the case notes; audited (no note text). */
  handle(
    counsellor: Person,
    conversation: ConversationRow,
    person: Person,
    note: string,
  ): Promise<ConversationRisk>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatRiskSignals: ChatRiskSignals;
  }
}

/** The one way risk reaches a conversation, whatever its source (ADR 210). */
export default fp(
  async (app) => {
    const { db } = app;

    const of = async (conversationId: number): Promise<ConversationRisk> => {
      const [row] = await db
        .select({
          signalId: conversations.riskSignalId,
          handledSignalId: conversations.riskHandledSignalId,
          handledAt: conversations.riskHandledAt,
          handledById: conversations.riskHandledBy,
          handledByName: users.fullName,
        })
        .from(conversations)
        .leftJoin(users, eq(users.id, conversations.riskHandledBy))
        .where(eq(conversations.id, conversationId));
      const signals = await db
        .select({
          source: chatRiskSignals.source,
          crisis: chatRiskSignals.crisis,
          at: chatRiskSignals.createdAt,
        })
        .from(chatRiskSignals)
        .where(eq(chatRiskSignals.conversationId, conversationId))
        .orderBy(asc(chatRiskSignals.id));
      return {
        active: (row?.signalId ?? 0) > (row?.handledSignalId ?? 0),
        signals: signals.map((s) => ({ ...s, at: s.at.toISOString() })),
        handledAt: row?.handledAt?.toISOString() ?? null,
        handledBy:
          row?.handledById != null && row.handledByName != null
            ? { id: row.handledById, fullName: row.handledByName }
            : null,
      };
    };

    const signals: ChatRiskSignals = {
      async add(tx, conversation, { source, crisis }) {
        const [signal] = await tx
          .insert(chatRiskSignals)
          .values({ conversationId: conversation.id, source, crisis })
          .returning({ id: chatRiskSignals.id });
        // The row lock this takes orders signals against handling (`handle` below).
        await tx
          .update(conversations)
          .set({ riskSignalId: signal!.id })
          .where(eq(conversations.id, conversation.id));
      },
      of,
      async handle(counsellor, conversation, person, note) {
        await db.transaction(async (tx) => {
          await tx
            .update(conversations)
            .set({
              riskHandledSignalId: sql`${conversations.riskSignalId}`,
              riskHandledAt: sql`now()`,
              riskHandledBy: counsellor.id,
            })
            .where(eq(conversations.id, conversation.id));
          await tx
            .insert(chatNotes)
            .values({ conversationId: conversation.id, authorId: counsellor.id, body: note });
          await app.auditLog.record(tx, {
            actor: counsellor,
            action: 'chat.risk_handled',
            target: person,
            details: {},
          });
          await app.liveEvents.append(tx, conversationChanged(conversation));
        });
        return of(conversation.id);
      },
    };
    app.decorate('chatRiskSignals', signals);
  },
  { name: 'chat-risk-signals', dependencies: ['db', 'live-events', 'audit-log'] },
);
