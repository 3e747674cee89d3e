import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { pgliteDatabase, type Database } from '../src/platform/database/client';
import { openPostgres } from '../src/platform/database/postgres';
import { createPglite } from '../src/platform/database/pglite';

/**
 * A fresh, migrated database for one test file, on the engine the test project names; on
 * PostgreSQL through a pool of `connections`.
 */
export async function openTestDatabase({ connections = 4 } = {}): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return (await createPostgresCopy(connections)).database;
  return pgliteDatabase(await openTestPglite());
}

/** A fresh, migrated PGlite instance in memory, copied from the run's template. */
export async function openTestPglite(): Promise<PGlite> {
  const dump = await readFile(inject('pgliteTemplate'));
  return createPglite(undefined, { loadDataDir: new Blob([dump]) });
}

/**
 * Two handles on one fresh database, as two app instances behind a load balancer have: two
 * pools on PostgreSQL, one shared client on PGlite. Only the first one ends the database, so
 * close the second first.
 */
export async function openTwoTestDatabases(): Promise<[Database, Database]> {
  if (process.env.TEST_DB === 'postgres') {
    const { database, url } = await createPostgresCopy();
    return [database, openPostgres(url, 4)];
  }
  const first = await openTestDatabase();
  return [first, { ...first, close: async () => {} }];
}

async function createPostgresCopy(connections = 4): Promise<{ database: Database; url: string }> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `sehat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), connections);
  return {
    url: target.toString(),
    database: {
      ...database,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    },
  };
}
