import { hasCrisisLanguage } from '@sehat/core/safety/crisis-language';
import { linkCodeIn } from '@sehat/core/whatsapp/link';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import fp from 'fastify-plugin';
import type { OnMessageArgs } from 'whatsapp-api-js/emitters';

export interface WhatsappInbound {
  /**
   * Stores a person's message in their conversation through the chat's own send (so crisis
   * language adds the chat's risk signal), once per `wamid`; their first message and any with
   * crisis language get the safety answer without holding the webhook's answer back. A link
   * code is not a message: it is answered and kept nowhere.
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
    const m = whatsappMessages.link;
    /** The number's tries are counted first; a wrong or expired code gets one answer, whoever exists. */
    const answerCode = async (phone: string, code: string) => {
      if (!(await app.whatsappLinkCodes.countTry(phone))) return m.tooManyTries;
      const memberId = await app.whatsappLinkCodes.redeem(code);
      if (memberId === null) return m.codeWrong;
      const outcome = await app.whatsappLinking.link(phone, memberId);
      if (outcome === 'numberTaken') return m.numberTaken;
      return outcome === 'memberLinked' ? m.alreadyLinked : m.linked;
    };

    app.decorate('whatsappInbound', {
      async receive({ from, name, message }) {
        const code = message.type === 'text' ? linkCodeIn(message.text.body) : null;
        if (code !== null) {
          await app.whatsappDelivery.notify(from, await answerCode(from, code));
          return;
        }
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
  {
    name: 'whatsapp-inbound',
    dependencies: [
      'chat-service',
      'whatsapp-people',
      'whatsapp-safety-answer',
      'whatsapp-link-codes',
      'whatsapp-linking',
    ],
  },
);
