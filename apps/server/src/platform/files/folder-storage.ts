import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { newToken } from '../security/tokens';
import type { FileStorage } from './file-storage';

/** FILE_STORAGE=folder: one file per upload in `uploadDir`, which every instance must share. */
export async function folderStorage(
  app: FastifyInstance,
  uploadDir: string,
): Promise<Omit<FileStorage, 'removeAll'>> {
  const root = path.resolve(uploadDir);
  await mkdir(root, { recursive: true });
  const inside = (relativePath: string) => {
    const target = path.resolve(root, relativePath);
    return target.startsWith(root + path.sep) ? target : undefined;
  };
  return {
    async write(folder, extension, source) {
      await mkdir(path.join(root, folder), { recursive: true });
      const relativePath = `${folder}/${newToken(18)}.${extension}`;
      const target = path.join(root, relativePath);
      // Write then rename, so a reader never sees half a file; a failed write (disk full,
      // read-only, a refused stream) leaves nothing behind.
      const temporary = `${target}.tmp`;
      try {
        const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
        await pipeline(input, createWriteStream(temporary));
        await rename(temporary, target);
        app.availability.recovered('storage-unwritable');
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => {});
        throw error;
      }
      return { path: relativePath, size: (await stat(target)).size };
    },
    async open(relativePath) {
      const target = inside(relativePath);
      const found = target ? await stat(target).catch(() => undefined) : undefined;
      if (!target || !found?.isFile()) return undefined;
      return { size: found.size, stream: createReadStream(target) };
    },
    async probe() {
      // A dot-file: never served.
      const file = path.join(root, `.probe-${newToken(9)}`);
      try {
        await writeFile(file, 'ok');
      } finally {
        await rm(file, { force: true }).catch(() => {});
      }
    },
    async remove(relativePath) {
      const target = relativePath ? inside(relativePath) : undefined;
      if (target) await rm(target, { force: true });
    },
  };
}
