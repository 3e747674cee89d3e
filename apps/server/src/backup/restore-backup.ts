import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import type { AppConfig } from '../config';
import { acquireDataDirLock } from '../platform/database/data-dir-lock';
import { pgliteFolder } from '../platform/database/embedded';
import { createPglite } from '../platform/database/pglite';
import { OLD_PG_MAJOR, loadOldDump, upgradeOldPglite } from '../platform/database/pglite-upgrade';
import { checkWritableFolder } from '../startup-checks';
import { manifestSchema, type Manifest } from './manifest';
import { pgProgram, run } from './pg-tools';

export interface RestoreOptions {
  /** Replace a database that is already there (an embedded one is kept aside, renamed). */
  force: boolean;
}

type RestoreConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'uploadDir'>;

/** The PostgreSQL major version inside a PGlite dump (its top-level `PG_VERSION`). */
async function dumpPgMajor(dump: string): Promise<string | undefined> {
  let major: string | undefined;
  await tar.list({
    file: dump,
    filter: (entry) => /^\/?(?:[^/]+\/)?PG_VERSION$/.test(entry),
    onReadEntry: (entry) => {
      entry.on('data', (chunk: Buffer) => (major = (major ?? '') + chunk.toString('utf8')));
    },
  });
  return major?.trim();
}

const isEmptyFolder = async (folder: string) =>
  (await readdir(folder).catch(() => [] as string[])).length === 0;

async function restoreEmbedded(config: RestoreConfig, dump: string, { force }: RestoreOptions) {
  await checkWritableFolder('DATA_DIR', config.dataDir);
  const folder = pgliteFolder(config.dataDir);
  // Fails, naming the server, while one runs on this folder.
  const lock = await acquireDataDirLock(folder);
  try {
    if (!(await isEmptyFolder(folder))) {
      if (!force) throw new Error(`${folder} already holds a database: pass --force to replace it`);
      await rename(folder, `${folder}.before-restore-${Date.now()}`);
    }
    const data = new Blob([await readFile(dump)], { type: 'application/gzip' });
    if ((await dumpPgMajor(dump)) === OLD_PG_MAJOR) {
      // An archive of a site on PGlite 0.3: restored as it was, then upgraded (ADR 79).
      await loadOldDump(folder, data);
      await upgradeOldPglite(folder);
    } else {
      const client = await createPglite(folder, { loadDataDir: data });
      await client.query('select 1');
      await client.close();
    }
  } finally {
    await lock.release();
  }
}

async function restorePostgres(url: string, dump: string, { force }: RestoreOptions) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    if (rows[0]!.n > 0 && !force)
      throw new Error('the database already has tables: pass --force to replace them');
  } finally {
    await client.end();
  }
  await run(pgProgram('pg_restore'), [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    `--dbname=${url}`,
    dump,
  ]);
}

/** Brings a `npm run backup` archive back: the database it holds, then its uploads. */
export async function restoreBackup(
  config: RestoreConfig,
  archive: string,
  options: RestoreOptions,
): Promise<Manifest> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'sehat-restore-'));
  try {
    await tar.extract({ file: archive, cwd: staging, strict: true });
    const manifest = manifestSchema.parse(
      JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8')),
    );
    const dump = path.join(staging, manifest.database);
    if (manifest.engine === 'postgres') {
      if (!config.databaseUrl) throw new Error('this backup is of a PostgreSQL database: set DATABASE_URL');
      await restorePostgres(config.databaseUrl, dump, options);
    } else {
      if (config.databaseUrl) throw new Error('this backup is of the embedded database: unset DATABASE_URL');
      await restoreEmbedded(config, dump, options);
    }
    await cp(path.join(staging, manifest.uploads), config.uploadDir, { recursive: true, force: true });
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
