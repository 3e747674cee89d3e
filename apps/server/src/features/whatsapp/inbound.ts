import { hasCrisisLanguage } from '@sehat/core/safety/crisis-language';
import { linkCodeIn } from '@sehat/core/whatsapp/link';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import fp from 'fastify-plugin';
import type { OnMessageArgs } from 'whatsapp-api-js/emitters';
import { mediaOf, type MessageContent } from './media-messages';

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
        const media = mediaOf(message);
        // Words the person wrote: a text, or an image's caption.
        const words = message.type === 'text' ? message.text.body : media?.caption;
        const crisis = words !== undefined && hasCrisisLanguage(words);
        const send = (content: MessageContent) =>
          app.chatService.send({
            conversation: person.conversation,
            sender: person.account,
            clientId: message.id,
            content,
            crisis,
            wamid: message.id,
          });
        let created: boolean;
        if (media) {
          // Meta delivers again until it hears 200: a medium already kept is not downloaded again.
          if (await app.chatRepository.findBySenderAndClientId(person.account.id, message.id)) return;
          ({ created } = await app.whatsappMediaMessages.keep(media, send));
        } else {
          const text = message.type === 'text' ? message.text.body : whatsappMessages.unsupported;
          ({ created } = await send({ kind: 'text', text }));
        }
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
      'chat-repository',
      'whatsapp-media-messages',
      'whatsapp-people',
      'whatsapp-safety-answer',
      'whatsapp-link-codes',
      'whatsapp-linking',
    ],
  },
);
