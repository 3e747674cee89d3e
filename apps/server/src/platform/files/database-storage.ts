import { Readable } from 'node:stream';
import { and, eq, isNotNull } from 'drizzle-orm';
import { fileChunks, storedFiles } from '../../db/schema/index';
import type { Db } from '../database/client';
import type { Tx } from '../database/transaction';
import { newToken } from '../security/tokens';
import type { FileSource, FileStorage } from './file-storage';

/** Small enough that a read holds little, large enough that a 10 MB file is 40 rows. */
export const CHUNK_BYTES = 256 * 1024;

/** The source's bytes regrouped into pieces of CHUNK_BYTES (the last may be shorter). */
async function* chunksOf(source: FileSource): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of Buffer.isBuffer(source) ? [source] : source) {
    pending.push(piece as Buffer);
    pendingBytes += (piece as Buffer).length;
    while (pendingBytes >= CHUNK_BYTES) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, CHUNK_BYTES);
      pending = [joined.subarray(CHUNK_BYTES)];
      pendingBytes = joined.length - CHUNK_BYTES;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/**
 * Writes the bytes of a file whose `stored_files` row (size null) exists, then sets its size,
 * which makes it readable. Returns the size.
 */
export async function writeChunks(db: Db | Tx, path: string, source: FileSource): Promise<number> {
  let seq = 0;
  let size = 0;
  for await (const data of chunksOf(source)) {
    await db.insert(fileChunks).values({ path, seq, data });
    seq += 1;
    size += data.length;
  }
  await db.update(storedFiles).set({ size }).where(eq(storedFiles.path, path));
  return size;
}

/**
 * FILE_STORAGE=database: each file is a `stored_files` row and its `file_chunks`. A file is
 * written chunk by chunk outside a transaction (on PGlite a transaction would hold the one
 * connection while the upload streams in) and is readable only once its size is set.
 */
export function databaseStorage(db: Db): Omit<FileStorage, 'removeAll'> {
  const chunkAt = async (path: string, seq: number) => {
    const [row] = await db
      .select({ data: fileChunks.data })
      .from(fileChunks)
      .where(and(eq(fileChunks.path, path), eq(fileChunks.seq, seq)));
    return row?.data;
  };
  async function* bytesOf(path: string) {
    for (let seq = 0; ; seq += 1) {
      const data = await chunkAt(path, seq);
      if (!data) return;
      yield data;
    }
  }
  const remove = async (path: string | null | undefined) => {
    if (path) await db.delete(storedFiles).where(eq(storedFiles.path, path));
  };
  return {
    async write(folder, extension, source) {
      const path = `${folder}/${newToken(18)}.${extension}`;
      await db.insert(storedFiles).values({ path });
      try {
        return { path, size: await writeChunks(db, path, source) };
      } catch (error) {
        await remove(path).catch(() => {});
        throw error;
      }
    },
    async open(path) {
      const [row] = await db
        .select({ size: storedFiles.size })
        .from(storedFiles)
        .where(and(eq(storedFiles.path, path), isNotNull(storedFiles.size)));
      if (!row) return undefined;
      return { size: row.size!, stream: Readable.from(bytesOf(path)) };
    },
    async probe() {},
    remove,
  };
}
