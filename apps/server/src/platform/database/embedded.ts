import path from 'node:path';
import { StartupError, checkWritableFolder } from '../../startup-checks';
import { openPglite, type Database } from './client';
import { acquireDataDirLock, type DataDirLock, type LockOptions } from './data-dir-lock';
import { upgradeOldPglite } from './pglite-upgrade';

/** A fresh embedded database takes about 30 MB; refuse to start with less than this free. */
export const EMBEDDED_MIN_FREE_BYTES = 64 * 1024 * 1024;

export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

export interface EmbeddedDatabase {
  database: Database;
  lock: DataDirLock;
  folder: string;
  /** Where the folder of an older engine was kept after it was upgraded at this start (ADR 79). */
  upgradeBackup?: string;
}

/**
 * Opens `DATA_DIR/pglite` for this process alone: checks the folder takes writes, takes the
 * single-writer lock, upgrades a folder of an older engine, then starts PGlite. Every failure is
 * a message naming the folder.
 */
export async function openEmbedded(dataDir: string, options: LockOptions = {}): Promise<EmbeddedDatabase> {
  await checkWritableFolder('DATA_DIR', dataDir, EMBEDDED_MIN_FREE_BYTES);
  const folder = pgliteFolder(dataDir);
  const lock = await acquireDataDirLock(folder, options);
  try {
    const upgradeBackup = await upgradeOldPglite(folder);
    const database = await openPglite(folder, {
      confirmWriter: () => lock.confirm(),
      onLost: options.onLost,
    });
    return { database, lock, folder, upgradeBackup };
  } catch (error) {
    await lock.release();
    if (error instanceof StartupError) throw error;
    throw new StartupError(
      `The embedded database in ${folder} could not be opened (${String(error)}). Check that the ` +
        'folder is writable, that its disk has free space and that it holds a PGlite database ' +
        '(npm run restore brings one back from a backup).',
    );
  }
}
