import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { newToken } from '../security/tokens';

export interface FileStorage {
  /** Writes bytes under a server-generated name in `folder`; returns the relative path. */
  write(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** Writes and removes a tiny file: throws when the folder takes no writes. */
  probe(): Promise<void>;
  /** Removes a stored file; unknown paths and paths outside the upload dir are ignored. */
  remove(relativePath: string | null | undefined): Promise<void>;
  /**
   * Removes files whose rows are already gone for good (after commit): one that cannot go is
   * logged as `what`, not thrown, so a deletion the person saw succeed is never undone.
   */
  removeAll(relativePaths: Iterable<string>, what: string): Promise<void>;
  absolutePath(relativePath: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

/** Uploaded files live in UPLOAD_DIR (outside the web root), under random names. */
export default fp<{ uploadDir: string }>(
  async (app, { uploadDir }) => {
    const root = path.resolve(uploadDir);
    await mkdir(root, { recursive: true });
    const inside = (relativePath: string) => {
      const target = path.resolve(root, relativePath);
      return target.startsWith(root + path.sep) ? target : undefined;
    };

    const storage: FileStorage = {
      async write(folder, extension, bytes) {
        await mkdir(path.join(root, folder), { recursive: true });
        const relativePath = `${folder}/${newToken(18)}.${extension}`;
        const target = path.join(root, relativePath);
        // Write then rename, so a reader never sees half a file; a failed write (disk full,
        // read-only) leaves nothing behind.
        const temporary = `${target}.tmp`;
        try {
          await writeFile(temporary, bytes);
          await rename(temporary, target);
          app.availability.recovered('storage-unwritable');
        } catch (error) {
          await rm(temporary, { force: true }).catch(() => {});
          throw error;
        }
        return relativePath;
      },
      async probe() {
        // A dot-file: /uploads never serves it.
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
      async removeAll(relativePaths, what) {
        for (const file of relativePaths) {
          await storage.remove(file).catch((error: unknown) => {
            app.log.warn({ err: error, file }, `could not remove ${what}`);
          });
        }
      },
      absolutePath(relativePath) {
        const target = inside(relativePath);
        if (!target) throw new Error(`path outside the upload directory: ${relativePath}`);
        return target;
      },
    };
    app.decorate('fileStorage', storage);
  },
  { name: 'file-storage', dependencies: ['availability'] },
);
