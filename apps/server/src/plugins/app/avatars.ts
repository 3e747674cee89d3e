import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { profileMessages } from '@sehat/core/messages';
import { avatarRules, isAcceptedImageType } from '@sehat/core/profile/schemas';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { unsupportedMediaType } from '../../lib/errors';
import { newToken } from '../../lib/tokens';

export interface AvatarStore {
  /** Checks the bytes are a real image, re-encodes them and stores the result; returns its path. */
  store(upload: Buffer): Promise<string>;
  remove(relativePath: string | null): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    avatars: AvatarStore;
  }
}

const AVATAR_DIR = 'avatars';
// Refuse decompression bombs before sharp allocates them (a 5 MB file can claim 100k×100k px).
const MAX_INPUT_PIXELS = 40_000_000;

export default fp<{ uploadDir: string }>(
  async (app, { uploadDir }) => {
    await mkdir(path.join(uploadDir, AVATAR_DIR), { recursive: true });

    const store: AvatarStore = {
      async store(upload) {
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
        const relativePath = `${AVATAR_DIR}/${newToken(18)}.webp`;
        const target = path.join(uploadDir, relativePath);
        const temporary = `${target}.tmp`;
        await writeFile(temporary, encoded);
        await rename(temporary, target);
        return relativePath;
      },
      async remove(relativePath) {
        if (!relativePath) return;
        const target = path.resolve(uploadDir, relativePath);
        if (!target.startsWith(path.resolve(uploadDir) + path.sep)) return;
        await rm(target, { force: true });
      },
    };
    app.decorate('avatars', store);
  },
  { name: 'avatars' },
);
