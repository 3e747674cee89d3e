import {
  whatsappMediaCheck,
  whatsappMediaMaxBytes,
  type WhatsappMediaKind,
  type WhatsappMediaProblem,
} from '@sehat/core/whatsapp/media';
import fp from 'fastify-plugin';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { WhatsAppAPI } from 'whatsapp-api-js';
import { newToken } from '../../platform/security/tokens';
import type { WhatsappConfig } from '../../whatsapp-config';

/** A medium a message names: Meta sends its id, never its bytes. */
export interface MediaReference {
  kind: WhatsappMediaKind;
  id: string;
}

export type Download = { stagedPath: string; size: number } | { problem: WhatsappMediaProblem };

export interface WhatsappMedia {
  /**
   * Downloads a medium as the Cloud API defines it (`GET /{media-id}` for its URL, type and size,
   * then that URL, both with the bearer token) into a temporary file that `use` reads and that is
   * removed afterwards. A type the chat does not take, or more bytes than the kind's limit
   * (declared or streamed), is a problem instead, and so is any failure on the way.
   */
  withDownload<T>(media: MediaReference, use: (download: Download) => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    whatsappMedia: WhatsappMedia;
  }
}

class TooManyBytes extends Error {}

/** Copies the body to `stagedPath`, stopping as soon as it passes `maxBytes`. */
async function stage(body: ReadableStream<Uint8Array>, stagedPath: string, maxBytes: number) {
  let size = 0;
  await pipeline(
    Readable.fromWeb(body as WebReadableStream<Uint8Array>),
    async function* count(source: AsyncIterable<Buffer>) {
      for await (const piece of source) {
        size += piece.length;
        if (size > maxBytes) throw new TooManyBytes();
        yield piece;
      }
    },
    createWriteStream(stagedPath),
  );
  return size;
}

export default fp<{ config: WhatsappConfig; client: WhatsAppAPI }>(
  async (app, { config, client }) => {
    /** Never the number or the message: the kind, the step and what the Graph API answered. */
    const failed = (kind: WhatsappMediaKind, step: 'lookup' | 'bytes', detail: object) => {
      app.log.warn({ mediaKind: kind, step, ...detail }, 'whatsapp: a medium could not be downloaded');
      return { problem: 'failed' } as const;
    };

    const download = async ({ kind, id }: MediaReference, stagedPath: string): Promise<Download> => {
      let description: Awaited<ReturnType<WhatsAppAPI['retrieveMedia']>>;
      try {
        // With the phone number's id, Meta answers only for media sent to this number.
        description = await client.retrieveMedia(id, config.phoneNumberId);
      } catch (error) {
        return failed(kind, 'lookup', { err: error });
      }
      if (description instanceof Response || !('url' in description)) {
        const answer = description instanceof Response ? { status: description.status } : description;
        return failed(kind, 'lookup', { code: 'error' in answer ? answer.error.code : undefined });
      }
      const checked = whatsappMediaCheck(kind, description.mime_type, Number(description.file_size));
      if ('problem' in checked) return checked;
      try {
        const response = await client.fetchMedia(description.url);
        if (!response.ok || !response.body) return failed(kind, 'bytes', { status: response.status });
        return { stagedPath, size: await stage(response.body, stagedPath, whatsappMediaMaxBytes[kind]) };
      } catch (error) {
        if (error instanceof TooManyBytes) return { problem: 'tooLarge' };
        return failed(kind, 'bytes', { err: error });
      }
    };

    app.decorate('whatsappMedia', {
      async withDownload(media, use) {
        const stagedPath = path.join(os.tmpdir(), `sehat-whatsapp-${newToken(12)}`);
        try {
          return await use(await download(media, stagedPath));
        } finally {
          await rm(stagedPath, { force: true });
        }
      },
    } satisfies WhatsappMedia);
  },
  { name: 'whatsapp-media' },
);
