import {
  chatFileTypes,
  displayFileName,
  isAcceptedChatFileType,
  type ChatFileMime,
} from '@sehat/core/chat/file-rules';
import { chatMessages } from '@sehat/core/chat/messages';
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
   * Checks the real type from the bytes, strips image metadata (EXIF, GPS) by re-encoding, and
   * stores the file under a server-generated name in the private folder.
   */
  store(bytes: Buffer, originalName: string | undefined): Promise<StoredChatFile>;
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

async function withoutMetadata(
  sharp: ImageTools['sharp'],
  bytes: Buffer,
  mime: ChatFileMime,
): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  if (mime === 'image/jpeg') return image.jpeg({ quality: 90 }).toBuffer();
  if (mime === 'image/png') return image.png().toBuffer();
  if (mime === 'image/webp') return image.webp({ quality: 90 }).toBuffer();
  // GIF carries no EXIF, and re-encoding would flatten animations; PDFs are kept as sent.
  return bytes;
}

export default fp(
  async (app) => {
    app.decorate('chatFiles', {
      async store(bytes: Buffer, originalName: string | undefined) {
        const { sharp, fileTypeFromBuffer } = await imageTools();
        const type = await fileTypeFromBuffer(bytes);
        if (!type || !isAcceptedChatFileType(type.mime)) {
          throw unsupportedMediaType(chatMessages.fileTypeNotAllowed);
        }
        const mime = type.mime;
        let content: Buffer;
        try {
          content = await withoutMetadata(sharp, bytes, mime);
        } catch {
          throw unsupportedMediaType(chatMessages.fileUnreadable);
        }
        const path = await app.fileStorage.write(CHAT_FILE_FOLDER, chatFileTypes[mime], content);
        return { path, mime, size: content.length, name: displayFileName(originalName, mime) };
      },
    });
  },
  { name: 'chat-files', dependencies: ['file-storage'] },
);
