import { hasCrisisLanguage } from '@sehat/core/safety/crisis-language';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import fp from 'fastify-plugin';
import type { OnMessageArgs } from 'whatsapp-api-js/emitters';

export interface WhatsappInbound {
  /**
   * Stores a person's message in their conversation through the chat's own send (so crisis
   * language adds the chat's risk signal), once per `wamid`; their first message and any with
   * crisis language get the safety answer without holding the webhook's answer back.
   */
  receive(args: Pick<OnMessageArgs, 'from' | 'name' | 'message'>): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    whatsappInbound: WhatsappInbound;
  }
}

export default fp(
  async (app) => {
    app.decorate('whatsappInbound', {
      async receive({ from, name, message }) {
        const person = await app.whatsappPeople.personOf(from, name);
        const text = message.type === 'text' ? message.text.body : whatsappMessages.unsupported;
        const crisis = message.type === 'text' && hasCrisisLanguage(text);
        const { created } = await app.chatService.send({
          conversation: person.conversation,
          sender: person.account,
          clientId: message.id,
          content: { kind: 'text', text },
          crisis,
          wamid: message.id,
        });
        if (!created) return;
        await app.whatsappPeople.wroteAt(person.account.id, new Date());
        if (!person.created && !crisis) return;
        app.whatsappSafetyAnswer.send(person.conversation).catch((error: unknown) => {
          app.log.error({ err: error }, 'whatsapp: the safety answer failed');
        });
      },
    } satisfies WhatsappInbound);
  },
  { name: 'whatsapp-inbound', dependencies: ['chat-service', 'whatsapp-people', 'whatsapp-safety-answer'] },
);
