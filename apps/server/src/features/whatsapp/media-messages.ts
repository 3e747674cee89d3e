import {
  whatsappMediaMaxMegabytes,
  type WhatsappMediaLabel,
  type WhatsappMediaProblem,
} from '@sehat/core/whatsapp/media';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OnMessageArgs } from 'whatsapp-api-js/emitters';
import { AppError } from '../../platform/http/errors';
import type { MediaReference } from './media';

/** An image or a voice note as a person's message carries it. */
export interface InboundMedia extends MediaReference {
  label: WhatsappMediaLabel;
  /** An image's caption: the message's text. */
  caption: string | undefined;
}

/** The medium of an image or audio message, else null. */
export function mediaOf(message: OnMessageArgs['message']): InboundMedia | null {
  if (message.type === 'image') {
    const caption = message.image.caption?.trim() || undefined;
    return { kind: 'image', id: message.image.id, label: 'image', caption };
  }
  if (message.type === 'audio') {
    // The client's types lack `voice`, which Meta sets on a recorded voice note.
    const voice = 'voice' in message.audio && message.audio.voice === true;
    return { kind: 'audio', id: message.audio.id, label: voice ? 'voice' : 'audio', caption: undefined };
  }
  return null;
}

type ChatSend = FastifyInstance['chatService']['send'];
/** What a person's message carries into the chat: a text or a staged file. */
export type MessageContent = Parameters<ChatSend>[0]['content'];
type Send = (content: MessageContent) => ReturnType<ChatSend>;

export interface WhatsappMediaMessages {
  /**
   * Keeps a medium as a chat file message through `send`, or, when it cannot be kept, a text for
   * the counsellor saying what it was and why (with the caption): the message exists either way,
   * so Meta's webhook hears 200 and does not deliver it again.
   */
  keep(media: InboundMedia, send: Send): ReturnType<Send>;
}

declare module 'fastify' {
  interface FastifyInstance {
    whatsappMediaMessages: WhatsappMediaMessages;
  }
}

/** The chat's refusal of a downloaded file, as the counsellor's placeholder says it; else null. */
const problemOf = (error: unknown): WhatsappMediaProblem | null => {
  if (!(error instanceof AppError)) return null;
  if (error.statusCode === 415) return 'type';
  if (error.statusCode === 413 || error.statusCode === 429) return 'full';
  return null;
};

export default fp(
  async (app) => {
    app.decorate('whatsappMediaMessages', {
      keep(media, send) {
        const placeholder = (problem: WhatsappMediaProblem) => {
          const note = whatsappMessages.media.unavailable(
            media.label,
            problem,
            whatsappMediaMaxMegabytes(media.kind),
          );
          return send({ kind: 'text', text: media.caption ? `${note}\n${media.caption}` : note });
        };
        return app.whatsappMedia.withDownload(media, async (download) => {
          if ('problem' in download) return placeholder(download.problem);
          try {
            await app.uploadQuota.assertSiteRoom(download.size);
            return await send({
              kind: 'file',
              stagedPath: download.stagedPath,
              name: whatsappMessages.media.fileName[media.label],
              caption: media.caption,
            });
          } catch (error) {
            const problem = problemOf(error);
            if (problem === null) throw error;
            app.log.warn({ mediaKind: media.kind, problem }, 'whatsapp: a medium could not be kept');
            return placeholder(problem);
          }
        });
      },
    } satisfies WhatsappMediaMessages);
  },
  { name: 'whatsapp-media-messages', dependencies: ['whatsapp-media', 'upload-quota'] },
);
