import { profileMessages } from '@sehat/core/profile/messages';
import { avatarRules, isAcceptedImageType } from '@sehat/core/profile/schemas';
import fp from 'fastify-plugin';
import { unsupportedMediaType } from '../../platform/http/errors';
import { imageTools } from '../../platform/files/image-tools';

export interface StoredAvatar {
  path: string;
  mime: 'image/webp';
  size: number;
}

export interface AvatarStore {
  /** Checks the bytes are a real image, re-encodes them to a small square WebP and stores it. */
  store(upload: Buffer): Promise<StoredAvatar>;
}

declare module 'fastify' {
  interface FastifyInstance {
    avatars: AvatarStore;
  }
}

// Refuse decompression bombs before sharp allocates them (a 5 MB file can claim 100k×100k px).
const MAX_INPUT_PIXELS = 40_000_000;

export default fp(
  async (app) => {
    app.decorate('avatars', {
      async store(upload: Buffer) {
        const { sharp, fileTypeFromBuffer } = await imageTools();
        const type = await fileTypeFromBuffer(upload);
        if (!type || !isAcceptedImageType(type.mime)) {
          throw unsupportedMediaType(profileMessages.imagesOnly);
        }
        let encoded: Buffer;
        try {
          // sharp drops EXIF/GPS and every other metadata unless asked to keep it.
          encoded = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
            .rotate()
            .resize(avatarRules.outputSize, avatarRules.outputSize, { fit: 'cover' })
            .webp({ quality: 82 })
            .toBuffer();
        } catch {
          throw unsupportedMediaType(profileMessages.imageUnreadable);
        }
        const path = await app.fileStorage.write('avatars', 'webp', encoded);
        return { path, mime: 'image/webp' as const, size: encoded.length };
      },
    });
  },
  { name: 'avatars', dependencies: ['file-storage'] },
);
