import type { PGlite } from '@electric-sql/pglite';
import { expect, inject } from 'vitest';
import { pgliteDatabase, type Database } from '../src/platform/database/client';
import { inProcessEngine } from '../src/platform/database/pglite-engine';
import { openPostgres } from '../src/platform/database/postgres';
import { dropCopy, takeTemplateCopy } from './postgres-copies';
import { acquireTemplateCopy, loadTemplateCopy, releaseTemplateCopy } from './pglite-instances';

/**
 * A fresh, migrated database for one test file, on the engine the test project names; on
 * PostgreSQL through a pool of `connections`.
 */
export async function openTestDatabase({ connections = 4 } = {}): Promise<Database> {
  refuseInEngineFreeFile();
  if (process.env.TEST_DB === 'postgres') return (await createPostgresCopy(connections)).database;
  return pgliteDatabase(inProcessEngine(borrowed(await acquireTemplateCopy())));
}

/**
 * `pglite` as its user sees it, except that closing it hands it back to the worker's copies
 * (once) instead of ending it.
 */
function borrowed(pglite: PGlite): PGlite {
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    releaseTemplateCopy(pglite);
  };
  return new Proxy(pglite, {
    get(target, key) {
      if (key === 'close') return release;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A fresh, migrated PGlite instance in memory of its own, copied from the run's template. */
export function openTestPglite(): Promise<PGlite> {
  return loadTemplateCopy();
}

/**
 * The config runs a file that names none of the database helpers once, on PGlite only
 * (vitest.config.ts); one that reached the database some other way must run on both engines.
 */
function refuseInEngineFreeFile(): void {
  const file = expect.getState().testPath;
  if (file && inject('engineFreeFiles').includes(file))
    throw new Error(
      `${file} opens a test database through a helper vitest.config.ts does not know: ` +
        'name that helper in its opensTheDatabase pattern, so the file runs on both engines',
    );
}

/**
 * Two handles on one fresh database, as two app instances behind a load balancer have: two
 * pools on PostgreSQL, one shared client on PGlite. Only the first one ends the database, so
 * close the second first.
 */
export async function openTwoTestDatabases(): Promise<[Database, Database]> {
  refuseInEngineFreeFile();
  if (process.env.TEST_DB === 'postgres') {
    const { database, url } = await createPostgresCopy();
    return [database, openPostgres(url, 4)];
  }
  const first = await openTestDatabase();
  return [first, { ...first, close: async () => {} }];
}

async function createPostgresCopy(connections = 4): Promise<{ database: Database; url: string }> {
  const name = await takeTemplateCopy();
  const target = new URL(process.env.TEST_DATABASE_URL!);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), connections);
  return {
    url: target.toString(),
    database: {
      ...database,
      async close() {
        await database.close();
        await dropCopy(name);
      },
    },
  };
}
