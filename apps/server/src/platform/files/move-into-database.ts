import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storedFiles, uploads } from '../../db/schema/index';
import { writeChunks } from './database-storage';

/** The folders a FILE_STORAGE=folder server wrote into. */
const FOLDERS = ['avatars', '.private/chat'];
/** Paths looked up per query. */
const BATCH = 500;

async function filesIn(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of FOLDERS) {
    const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
    found.push(...names.filter((name) => !name.endsWith('.tmp')).map((name) => `${folder}/${name}`));
  }
  return found;
}

/**
 * Once, when a server that kept files in a folder starts with FILE_STORAGE=database: each file
 * an `uploads` row names is copied in within its own transaction (its complete `stored_files`
 * row is the record that it moved), then deleted from the folder. Interrupted, a file's copy is
 * rolled back or committed whole; the next start skips what is recorded and deletes what the
 * folder still holds of it. Files no row names are left where they are. Several instances may
 * run it at once. Returns how many files this run copied.
 */
export async function moveFolderIntoDatabase(app: FastifyInstance, uploadDir: string): Promise<number> {
  const root = path.resolve(uploadDir);
  const onDisk = await filesIn(root);
  let moved = 0;
  for (let start = 0; start < onDisk.length; start += BATCH) {
    moved += await moveBatch(app, root, onDisk.slice(start, start + BATCH));
  }
  if (moved > 0) app.log.info({ moved }, 'files moved from the upload folder into the database');
  return moved;
}

async function moveBatch(app: FastifyInstance, root: string, files: string[]): Promise<number> {
  const known = await app.db.select({ path: uploads.path }).from(uploads).where(inArray(uploads.path, files));
  if (known.length === 0) return 0;
  const complete = async (paths: string[]) => {
    const rows = await app.db
      .select({ path: storedFiles.path })
      .from(storedFiles)
      .where(and(inArray(storedFiles.path, paths), isNotNull(storedFiles.size)));
    return new Set(rows.map((row) => row.path));
  };
  const paths = known.map((row) => row.path);
  const done = await complete(paths);
  let moved = 0;
  for (const file of paths) {
    if (!done.has(file)) {
      const copied = await app.db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(storedFiles)
          .values({ path: file })
          .onConflictDoNothing()
          .returning();
        if (!claimed) return false;
        await writeChunks(tx, file, createReadStream(path.join(root, file)));
        return true;
      });
      if (copied) moved += 1;
      // Another instance's copy: complete once it committed; otherwise the file stays.
      else if (!(await complete([file])).has(file)) continue;
    }
    await rm(path.join(root, file), { force: true });
  }
  return moved;
}
