import { createWriteStream, existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import { hostname } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { currentLockOwner, type LockOwner } from '../platform/database/data-dir-lock';
import { openEmbedded, pgliteFolder } from '../platform/database/embedded';

/** Asks the running server for its dump over its backup socket. */
function dumpFromServer(owner: LockOwner, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath: owner.socket, path: '/dump' }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`the server (process ${owner.pid}) could not dump its database`));
        return;
      }
      pipeline(response, createWriteStream(file)).then(resolve, reject);
    });
    request.on('error', (error) =>
      reject(new Error(`the server's backup socket did not answer: ${error.message}`)),
    );
  });
}

/**
 * Writes PGlite's own dump of `DATA_DIR/pglite` to `file`: from the server holding it when one
 * runs, else by opening the folder here (under the same single-writer lock).
 */
export async function dumpEmbedded(dataDir: string, file: string): Promise<void> {
  const folder = pgliteFolder(dataDir);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) throw new Error(`there is no database in ${folder}`);
  const owner = await currentLockOwner(folder);
  if (owner) {
    if (owner.host !== hostname() || !owner.socket) {
      throw new Error(
        `the database in ${folder} is held by process ${owner.pid} on ${owner.host}: run the backup there`,
      );
    }
    return dumpFromServer(owner, file);
  }
  const { database, lock } = await openEmbedded(dataDir);
  try {
    await writeFile(file, await database.dumpDataDir!());
  } finally {
    await database.close();
    await lock.release();
  }
}
