import { escalationMessages } from '@sehat/core/chat/escalation-messages';
import { nextSteps, type Escalation, type EscalationBody } from '@sehat/core/chat/escalation';
import { and, asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { chatEscalations, users, type ConversationRow } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/http/errors';
import { supervisorsToTell } from './supervisors';

export interface ChatEscalations {
  /** The conversation's escalations, oldest first. */
  list(conversationId: number): Promise<Escalation[]>;
  /**
   * Opens the protocol and tells every supervisor at once. One at a time: while one is ongoing,
   * a second is refused (400), so two counsellors never run it twice.
   */
  start(counsellorId: number, conversation: ConversationRow, body: EscalationBody): Promise<Escalation>;
  /** Records steps done (stamped now when first done) and the outcome. */
  update(conversation: ConversationRow, escalationId: number, body: EscalationBody): Promise<Escalation>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatEscalations: ChatEscalations;
  }
}

/** The escalation protocol for imminent risk, kept with the conversation (ADR 230). */
export default fp(
  async (app) => {
    const { db } = app;

    const read = async (conversationId: number, id?: number): Promise<Escalation[]> => {
      const rows = await db
        .select({ escalation: chatEscalations, fullName: users.fullName })
        .from(chatEscalations)
        .leftJoin(users, eq(users.id, chatEscalations.counsellorId))
        .where(
          and(
            eq(chatEscalations.conversationId, conversationId),
            id === undefined ? undefined : eq(chatEscalations.id, id),
          ),
        )
        .orderBy(asc(chatEscalations.id));
      return rows.map(({ escalation: e, fullName }) => ({
        id: e.id,
        steps: e.steps,
        outcome: e.outcome,
        counsellor: e.counsellorId !== null && fullName !== null ? { id: e.counsellorId, fullName } : null,
        startedAt: e.startedAt.toISOString(),
        updatedAt: e.updatedAt.toISOString(),
      }));
    };

    const escalations: ChatEscalations = {
      list: (conversationId) => read(conversationId),
      async start(counsellorId, conversation, body) {
        const id = await db.transaction(async (tx) => {
          const ongoing = await tx
            .select({ id: chatEscalations.id })
            .from(chatEscalations)
            .where(
              and(
                eq(chatEscalations.conversationId, conversation.id),
                eq(chatEscalations.outcome, 'ongoing'),
              ),
            )
            .for('update');
          if (ongoing.length > 0) throw badRequest(escalationMessages.alreadyOpen);
          const now = new Date();
          const [row] = await tx
            .insert(chatEscalations)
            .values({
              conversationId: conversation.id,
              counsellorId,
              steps: nextSteps([], body.steps, now),
              outcome: body.outcome,
              startedAt: now,
              updatedAt: now,
            })
            .returning({ id: chatEscalations.id });
          for (const supervisor of await supervisorsToTell(tx))
            await app.notifier.chatEscalation(tx, supervisor, conversation.userId);
          return row!.id;
        });
        return (await read(conversation.id, id))[0]!;
      },
      async update(conversation, escalationId, body) {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(chatEscalations)
            .where(
              and(eq(chatEscalations.id, escalationId), eq(chatEscalations.conversationId, conversation.id)),
            )
            .for('update');
          if (!row) throw notFound(escalationMessages.notFound);
          const now = new Date();
          await tx
            .update(chatEscalations)
            .set({ steps: nextSteps(row.steps, body.steps, now), outcome: body.outcome, updatedAt: now })
            .where(eq(chatEscalations.id, row.id));
        });
        return (await read(conversation.id, escalationId))[0]!;
      },
    };
    app.decorate('chatEscalations', escalations);
  },
  { name: 'chat-escalations', dependencies: ['db', 'notifier'] },
);
