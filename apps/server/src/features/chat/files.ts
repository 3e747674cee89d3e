import {
  chatFileMimeOf,
  chatFileTypes,
  displayFileName,
  type ChatFileMime,
} from '@sehat/core/chat/file-rules';
import { chatMessages } from '@sehat/core/chat/messages';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { unsupportedMediaType } from '../../platform/http/errors';
import { imageTools, type ImageTools } from '../../platform/files/image-tools';

export interface StoredChatFile {
  path: string;
  mime: ChatFileMime;
  size: number;
  name: string;
}

export interface ChatFileStore {
  /**
   * Checks the real type from the staged upload's bytes, strips image metadata (EXIF, GPS) by
   * re-encoding, and streams the file into storage under a server-generated name in the
   * private folder.
   */
  store(stagedPath: string, originalName: string | undefined): Promise<StoredChatFile>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatFiles: ChatFileStore;
  }
}

/**
 * A dot-folder: the public /uploads route refuses every path with a dot segment, so chat
 * files are reachable only through GET /api/chat/files/:id and its access check.
 */
export const CHAT_FILE_FOLDER = '.private/chat';

// Refuse decompression bombs before sharp allocates them.
const MAX_INPUT_PIXELS = 60_000_000;

/** The bytes to store, as a stream: libvips reads the staged file and writes the new one. */
function withoutMetadata(sharp: ImageTools['sharp'], stagedPath: string, mime: ChatFileMime): Readable {
  const image = sharp(stagedPath, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  if (mime === 'image/jpeg') return image.jpeg({ quality: 90 });
  if (mime === 'image/png') return image.png();
  if (mime === 'image/webp') return image.webp({ quality: 90 });
  // GIF carries no EXIF, and re-encoding would flatten animations; PDFs and audio are kept as sent.
  return createReadStream(stagedPath);
}

export default fp(
  async (app) => {
    app.decorate('chatFiles', {
      async store(stagedPath: string, originalName: string | undefined) {
        const { sharp, fileTypeFromFile } = await imageTools();
        const type = await fileTypeFromFile(stagedPath);
        const mime = type ? chatFileMimeOf(type.mime) : null;
        if (!mime) throw unsupportedMediaType(chatMessages.fileTypeNotAllowed);
        const content = withoutMetadata(sharp, stagedPath, mime);
        // The stream's own errors are an image libvips cannot read; the storage's are the server's.
        let unreadable = false;
        content.once('error', () => {
          unreadable = true;
        });
        let stored: { path: string; size: number };
        try {
          stored = await app.fileStorage.write(CHAT_FILE_FOLDER, chatFileTypes[mime], content);
        } catch (error) {
          if (unreadable) throw unsupportedMediaType(chatMessages.fileUnreadable);
          throw error;
        }
        return { ...stored, mime, name: displayFileName(originalName, mime) };
      },
    });
  },
  { name: 'chat-files', dependencies: ['file-storage'] },
);
