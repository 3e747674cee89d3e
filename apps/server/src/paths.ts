import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root folder, found by walking up from this module. The same code runs
 * from src/ (tsx, tests) and from the dist/ bundle, so relative paths alone would differ.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot locate the server package root (drizzle/ folder)');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const webDistDir = path.resolve(serverRoot, '../web/dist');
