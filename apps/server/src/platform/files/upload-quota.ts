import { commonMessages } from '@sehat/core/messages';
import { sum } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { uploads } from '../../db/schema/index';
import { payloadTooLarge } from '../http/errors';

export interface UploadQuota {
  /** Refuses (413) a file of `bytes` that would take the site's stored files past its quota. */
  assertSiteRoom(bytes: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadQuota: UploadQuota;
  }
}

/** Every instance shares one quota for all stored files (avatars, chat files): UPLOAD_QUOTA_MB. */
export default fp<{ totalBytes: number }>(
  async (app, { totalBytes }) => {
    app.decorate('uploadQuota', {
      async assertSiteRoom(bytes: number) {
        const [row] = await app.db.select({ stored: sum(uploads.size).mapWith(Number) }).from(uploads);
        if ((row?.stored ?? 0) + bytes > totalBytes) throw payloadTooLarge(commonMessages.uploadStorageFull);
      },
    });
  },
  { name: 'upload-quota', dependencies: ['db'] },
);
