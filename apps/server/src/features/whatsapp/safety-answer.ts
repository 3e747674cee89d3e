import type { CrisisContact } from '@sehat/core/selftest/crisis-contacts';
import { safetyAnswer } from '@sehat/core/whatsapp/safety-answer';
import { and, count, eq, isNotNull, lte, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { conversations, type ConversationRow } from '../../db/schema/index';

export interface WhatsappSafetyAnswer {
  /**
   * Writes the automatic answer (crisis numbers, hours, place in the queue) into the person's
   * conversation, where the counsellors see it, and sends it to their number.
   */
  send(conversation: ConversationRow): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    whatsappSafetyAnswer: WhatsappSafetyAnswer;
  }
}

export default fp<{ crisisContacts: CrisisContact[]; safetyPlanUrl: string }>(
  async (app, { crisisContacts, safetyPlanUrl }) => {
    const { db } = app;
    /** Open conversations waiting for a first answer since no later than this one (1 = next). */
    const queuePlace = async (conversationId: number) => {
      const own = db
        .select({ since: conversations.awaitingSince })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      const [row] = await db
        .select({ n: count() })
        .from(conversations)
        .where(
          and(
            eq(conversations.status, 'open'),
            isNotNull(conversations.awaitingSince),
            lte(conversations.awaitingSince, sql`coalesce((${own}), now())`),
          ),
        );
      return Math.max(row?.n ?? 0, 1);
    };

    app.decorate('whatsappSafetyAnswer', {
      async send(conversation) {
        const text = safetyAnswer({
          contacts: crisisContacts,
          hours: await app.serviceHours.current(),
          now: new Date(),
          queuePlace: await queuePlace(conversation.id),
          safetyPlanUrl,
        });
        const message = await app.chatService.sayAutomatically(
          conversation,
          `whatsapp-safety-${randomUUID()}`,
          text,
        );
        await app.whatsappDelivery.deliver({ id: message.id, userId: conversation.userId, text });
      },
    } satisfies WhatsappSafetyAnswer);
  },
  {
    name: 'whatsapp-safety-answer',
    dependencies: ['db', 'chat-service', 'whatsapp-delivery', 'service-hours-store'],
  },
);
