import { and, eq, lt, notExists } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { storedFiles, uploads } from '../../db/schema/index';

/** Far longer than any upload takes to be written and recorded. */
const GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Files in the database that no upload names a day after they were written: a process that
 * stopped between a file's chunks and its `uploads` row left them. The hourly sweep deletes them
 * (their chunks go with them), so they do not hold space for ever.
 */
export default fp(
  async (app) => {
    app.housekeeping.task('unreferenced-stored-files', async (tx, now) => {
      const unnamed = notExists(tx.select().from(uploads).where(eq(uploads.path, storedFiles.path)));
      await tx
        .delete(storedFiles)
        .where(and(lt(storedFiles.createdAt, new Date(now.getTime() - GRACE_MS)), unnamed));
      return [];
    });
  },
  { name: 'unreferenced-files', dependencies: ['housekeeping'] },
);
