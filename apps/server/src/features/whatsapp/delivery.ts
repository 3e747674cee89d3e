import type { DeliveryStatus } from '@sehat/core/whatsapp/settings';
import { whatsappReplyWindowMs, whatsappTemplateLanguage } from '@sehat/core/whatsapp/settings';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { WhatsAppAPI } from 'whatsapp-api-js';
import { Template } from 'whatsapp-api-js/messages/template';
import { Text } from 'whatsapp-api-js/messages/text';
import { messages } from '../../db/schema/index';
import type { WhatsappConfig } from '../../whatsapp-config';

export interface OutgoingMessage {
  /** The chat message it carries (`chat_messages.id`), which gets WhatsApp's id and status. */
  id: number;
  userId: number;
  /** Null for what the channel cannot carry (a file): marked failed. */
  text: string | null;
}

export interface WhatsappDelivery {
  /**
   * Sends a team-side message to the person's number: the text within 24 hours of their last
   * message, else only the follow-up template (no health detail); a message that cannot go is
   * marked failed.
   */
  deliver(message: OutgoingMessage): Promise<void>;
  /**
   * A text to a number that has just written, kept nowhere: the answers to a link code, which
   * belong to no conversation (ADR 233).
   */
  notify(phone: string, text: string): Promise<void>;
  /** A status webhook: moves the message's status forward (a late `delivered` never undoes `read`). */
  record(wamid: string, status: DeliveryStatus): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    whatsappDelivery: WhatsappDelivery;
  }
}

/** The order statuses come in; `failed` may come at any point and stays. */
const progress = sql`array['sent', 'delivered', 'read']::text[]`;

export default fp<{ config: WhatsappConfig; client: WhatsAppAPI }>(
  async (app, { config, client }) => {
    const { db } = app;
    const announce = (id: number) => app.chatService.announce(id);
    const mark = async (id: number, values: { wamid?: string; delivery?: DeliveryStatus }) => {
      await db.update(messages).set(values).where(eq(messages.id, id));
      if (values.delivery) await announce(id);
    };

    /** What may go to the number now, or null when nothing may. */
    const payloadFor = (text: string | null, lastInboundAt: Date | null) => {
      if (text === null) return null;
      const open = lastInboundAt !== null && Date.now() - lastInboundAt.getTime() <= whatsappReplyWindowMs;
      if (open) return new Text(text);
      return config.followupTemplate ? new Template(config.followupTemplate, whatsappTemplateLanguage) : null;
    };

    const delivery: WhatsappDelivery = {
      async deliver({ id, userId, text }) {
        const contact = await app.whatsappPeople.contactOf(userId);
        if (!contact) return;
        const payload = payloadFor(text, contact.lastInboundAt);
        if (!payload) {
          await mark(id, { delivery: 'failed' });
          return;
        }
        try {
          const response = await client.sendMessage(config.phoneNumberId, contact.phone, payload);
          if ('messages' in response && response.messages[0]) {
            await mark(id, { wamid: response.messages[0].id });
            return;
          }
          app.log.warn({ messageId: id }, 'whatsapp: the Graph API refused a message');
        } catch (error) {
          app.log.warn({ err: error, messageId: id }, 'whatsapp: the Graph API could not be reached');
        }
        await mark(id, { delivery: 'failed' });
      },
      async notify(phone, text) {
        try {
          await client.sendMessage(config.phoneNumberId, phone, new Text(text));
        } catch (error) {
          app.log.warn({ err: error }, 'whatsapp: the Graph API could not be reached');
        }
      },
      async record(wamid, status) {
        const changed = await db
          .update(messages)
          .set({ delivery: status })
          .where(
            status === 'failed'
              ? eq(messages.wamid, wamid)
              : sql`${messages.wamid} = ${wamid} and coalesce(array_position(${progress}, ${messages.delivery}), 0) < array_position(${progress}, ${status}::text)`,
          )
          .returning({ id: messages.id });
        for (const { id } of changed) await announce(id);
      },
    };
    app.decorate('whatsappDelivery', delivery);
  },
  { name: 'whatsapp-delivery', dependencies: ['db', 'chat-service', 'whatsapp-people'] },
);
