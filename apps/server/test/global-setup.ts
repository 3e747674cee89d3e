import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from '../src/platform/database/client';
import { inProcessEngine } from '../src/platform/database/pglite-engine';
import { openPostgres } from '../src/platform/database/postgres';
import { createPglite } from '../src/platform/database/pglite';
import { copyPrefix } from './postgres-copies';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    /** Server test files that open no test database: they run in server-pglite only. */
    engineFreeFiles: string[];
  }
}

/**
 * Migrates one database per run; every test file then starts from a copy of it
 * (a PGlite data-dir dump, or a PostgreSQL `CREATE DATABASE ... TEMPLATE`).
 */
export default async function setup(project: TestProject) {
  if (project.name.endsWith('postgres')) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
    const template = `sehat_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = openPostgres(target.toString(), 1);
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', template);
    return async () => {
      // Dropping the template waits for a copy still being made from it; then the copies the
      // workers made ahead for files that never came go too.
      await admin.query(`drop database if exists ${template} with (force)`);
      const { rows } = await admin.query<{ name: string }>(
        `select datname as name from pg_database where starts_with(datname, $1)`,
        [copyPrefix(template)],
      );
      for (const { name } of rows) await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'sehat-pglite-'));
  const client = await createPglite(undefined);
  const database = pgliteDatabase(inProcessEngine(client));
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => rm(dir, { recursive: true, force: true });
}
