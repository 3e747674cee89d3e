import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { databaseStorage } from './database-storage';
import { folderStorage } from './folder-storage';
import { moveFolderIntoDatabase } from './move-into-database';

/** Bytes to store: a stream (read once, never held whole) or a small buffer. */
export type FileSource = Readable | Buffer;

export interface StoredFile {
  /** The server-generated relative path the file is known by (`uploads.path`). */
  path: string;
  size: number;
}

export interface OpenedFile {
  size: number;
  stream: Readable;
}

export interface FileStorage {
  /** Streams bytes in under a server-generated name in `folder`; nothing stays if it fails. */
  write(folder: string, extension: string, source: FileSource): Promise<StoredFile>;
  /** A stored file's size and bytes, or undefined when there is none at that path. */
  open(relativePath: string): Promise<OpenedFile | undefined>;
  /** Throws when the storage takes no writes (the database has its own probe). */
  probe(): Promise<void>;
  /** Removes a stored file; unknown paths and paths outside the storage are ignored. */
  remove(relativePath: string | null | undefined): Promise<void>;
  /**
   * Removes files whose rows are already gone for good (after commit): one that cannot go is
   * logged as `what`, not thrown, so a deletion the person saw succeed is never undone.
   */
  removeAll(relativePaths: Iterable<string>, what: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

export interface FileStorageOptions {
  mode: 'database' | 'folder';
  uploadDir: string;
}

/**
 * Avatars and chat files, under random names: in the database by default, or in UPLOAD_DIR
 * (outside the web root). In the database, files a folder still holds are moved in first.
 */
export default fp<FileStorageOptions>(
  async (app, { mode, uploadDir }) => {
    const store = mode === 'folder' ? await folderStorage(app, uploadDir) : databaseStorage(app.db);
    if (mode === 'database') await moveFolderIntoDatabase(app, uploadDir);
    const storage: FileStorage = {
      ...store,
      async removeAll(relativePaths, what) {
        for (const file of relativePaths) {
          await storage.remove(file).catch((error: unknown) => {
            app.log.warn({ err: error, file }, `could not remove ${what}`);
          });
        }
      },
    };
    app.decorate('fileStorage', storage);
  },
  { name: 'file-storage', dependencies: ['db', 'availability'] },
);
