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
  /**
   * Checks the staged upload is a real image, re-encodes it to a small square WebP (read from
   * the file by libvips, never whole into JavaScript) and stores it.
   */
  store(stagedPath: string): Promise<StoredAvatar>;
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
      async store(stagedPath: string) {
        const { sharp, fileTypeFromFile } = await imageTools();
        const type = await fileTypeFromFile(stagedPath);
        if (!type || !isAcceptedImageType(type.mime)) {
          throw unsupportedMediaType(profileMessages.imagesOnly);
        }
        let encoded: Buffer;
        try {
          // sharp drops EXIF/GPS and every other metadata unless asked to keep it.
          encoded = await sharp(stagedPath, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
            .rotate()
            .resize(avatarRules.outputSize, avatarRules.outputSize, { fit: 'cover' })
            .webp({ quality: 82 })
            .toBuffer();
        } catch {
          throw unsupportedMediaType(profileMessages.imageUnreadable);
        }
        const { path, size } = await app.fileStorage.write('avatars', 'webp', encoded);
        return { path, mime: 'image/webp' as const, size };
      },
    });
  },
  { name: 'avatars', dependencies: ['file-storage'] },
);
