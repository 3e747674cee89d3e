import { cp, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../../paths';
import { StartupError } from '../../startup-checks';
import { copyDatabase } from './pglite-copy';
import { createPglite } from './pglite';

/** The PostgreSQL major version of the bundled PGlite, and the one PGlite 0.3 wrote (ADR 79). */
export const CURRENT_PG_MAJOR = '18';
export const OLD_PG_MAJOR = '17';

export const pgMajorOf = async (folder: string): Promise<string | undefined> =>
  (await readFile(path.join(folder, 'PG_VERSION'), 'utf8').catch(() => undefined))?.trim();

const exists = (folder: string) =>
  stat(folder).then(
    () => true,
    () => false,
  );

/**
 * PGlite 0.3 with its pg_trgm, loaded only when a folder or dump of that engine is met: a
 * server on a current folder never needs it (ADR 93).
 */
async function openOldPglite(options: { dataDir: string; loadDataDir?: Blob }) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('pglite-v03'),
    import('pglite-v03/contrib/pg_trgm'),
  ]);
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** Fills `folder` from a PGlite 0.3 dump (an older backup archive); upgrade it afterwards. */
export async function loadOldDump(folder: string, dump: Blob): Promise<void> {
  const old = await openOldPglite({ dataDir: folder, loadDataDir: dump });
  await old.query('select 1');
  await old.close();
}

/** The old folder's copy, migrated by the old engine, copied row by row into a new folder. */
async function upgradeCopy(source: string, target: string): Promise<void> {
  const from = await openOldPglite({ dataDir: source });
  try {
    // The same migrations on both sides first, so both hold the same tables and columns.
    await migrate(drizzle({ client: from as unknown as PGlite }), { migrationsFolder: migrationsDir });
    const to = await createPglite(target);
    try {
      await migrate(drizzle({ client: to }), { migrationsFolder: migrationsDir });
      await copyDatabase(from, to);
    } finally {
      await to.close();
    }
  } finally {
    await from.close();
  }
}

/**
 * Brings a data folder written by PGlite 0.3 (PostgreSQL 17, which PostgreSQL 18 cannot open)
 * to the current engine, before anything opens it. The original folder is never written: the
 * work happens on a copy, and it is kept beside as `<folder>-postgresql17-<time>` once the new
 * one holds every row. Returns that backup's path, or nothing when there was nothing to do.
 * The caller holds the folder's single-writer lock.
 */
export async function upgradeOldPglite(folder: string, now = new Date()): Promise<string | undefined> {
  const upgraded = `${folder}.upgraded`;
  // A stop between the two renames below: the new folder is complete, only its name is missing.
  if (!(await exists(folder)) && (await pgMajorOf(upgraded)) === CURRENT_PG_MAJOR) {
    await rename(upgraded, folder);
  }
  const major = await pgMajorOf(folder);
  if (major === undefined || major === CURRENT_PG_MAJOR) return undefined;
  if (major !== OLD_PG_MAJOR) {
    throw new StartupError(
      `The embedded database in ${folder} was written by PostgreSQL ${major}; this version opens ` +
        `PostgreSQL ${CURRENT_PG_MAJOR} and upgrades ${OLD_PG_MAJOR}. Restore a backup made by this version.`,
    );
  }
  const source = `${folder}.upgrade-source`;
  const backup = `${folder}-postgresql${OLD_PG_MAJOR}-${now.toISOString().replace(/[:.]/g, '-')}`;
  await rm(source, { recursive: true, force: true });
  await rm(upgraded, { recursive: true, force: true });
  try {
    await cp(folder, source, { recursive: true });
    await upgradeCopy(source, upgraded);
  } catch (error) {
    await rm(upgraded, { recursive: true, force: true });
    throw new StartupError(
      `The embedded database in ${folder} was written by an older version (PostgreSQL ` +
        `${OLD_PG_MAJOR}) and could not be upgraded: ${error instanceof Error ? error.message : String(error)}. ` +
        'It is unchanged. Make room on its disk (the upgrade needs about three times its size) ' +
        'and start again, or start the previous release on it (see docs/operations.md).',
    );
  } finally {
    await rm(source, { recursive: true, force: true });
  }
  await rename(folder, backup);
  await rename(upgraded, folder);
  return backup;
}
