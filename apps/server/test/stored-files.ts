import { storedFiles } from '../src/db/schema/index';
import type { TestApp } from './helper';
import { filesUnder } from './user-data';

/**
 * The relative paths of every stored file (complete or not) under `folder`, wherever the app
 * keeps files: the upload folder or the database's `stored_files`.
 */
export async function storedFilePaths(t: TestApp, folder = ''): Promise<string[]> {
  const all =
    t.config.fileStorage === 'folder'
      ? await filesUnder(t.config.uploadDir).catch(() => [] as string[])
      : (await t.app.db.select({ path: storedFiles.path }).from(storedFiles)).map((row) => row.path).sort();
  return all.filter((file) => file.startsWith(folder));
}
