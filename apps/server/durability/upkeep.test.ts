import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from '../src/platform/database/pglite';
import { startServer, stop } from './support/server-process';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-upkeep-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Runs `work` on the stopped server's embedded database folder. */
async function onFolder<T>(work: (client: PGlite) => Promise<T>): Promise<T> {
  const client = await createPglite(path.join(dataDir, 'pglite'));
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

const forumStatistics = (client: PGlite) =>
  client
    .query<{ rows: number; columns: number }>(
      `select c.reltuples::int as rows,
        (select count(*) from pg_statistic s where s.starelid = c.oid)::int as columns
      from pg_class c where c.relname = 'forum_questions'`,
    )
    .then((result) => result.rows[0]!);

describe('the embedded database upkeep at start (ADR 109)', () => {
  it('vacuums and analyzes a folder that grew without it before serving', async () => {
    expect(await stop(await startServer({ DATA_DIR: dataDir }))).toBe(0);
    // As a folder from a release without the upkeep: a forum that grew, never analyzed.
    await onFolder(async (client) => {
      await client.query(`
        insert into users (username, email, full_name, password_hash)
        values ('penulis', 'penulis@contoh.id', 'Penulis', 'bukan-hash')`);
      await client.query(`
        insert into forum_questions (user_id, title, description)
        select (select id from users where username = 'penulis'), 'Tentang tidur nomor ' || g,
          'Saya sulit tidur setiap malam.'
        from generate_series(1, 2000) g`);
      expect((await forumStatistics(client)).columns).toBe(0);
    });

    // Stopped as soon as it serves: well before the first run of the minute's timer.
    const server = await startServer({ DATA_DIR: dataDir });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await stop(server)).toBe(0);

    const analyzed = await onFolder(forumStatistics);
    expect(analyzed.rows).toBeGreaterThanOrEqual(2000);
    expect(analyzed.columns).toBeGreaterThan(0);
  });
});
