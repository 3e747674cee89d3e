import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, type Database } from './client';
import { engineIn } from './pglite-worker-engine';

/** The node-postgres pool under Drizzle: the statements the server sends, as it sends them. */
const poolOf = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sehat-pglite-worker-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// A fresh folder runs every migration from the first in a newly started worker (no template copy):
// on a busy 2-core machine that alone can pass the suite's 30 s.
describe('the embedded database in a worker thread of its own (ADR 209)', { timeout: 120_000 }, () => {
  let database: Database;
  const folder = () => path.join(dir, 'pglite');
  const query = (text: string | pg.QueryConfig, values?: unknown[]) => poolOf(database).query(text, values);

  it('migrates, answers statements and keeps PostgreSQL errors as they are', async () => {
    database = await openPglite(folder());
    await database.migrate();
    await query("insert into seed_markers (name) values ('worker_test')");
    const named = {
      name: 'worker_test',
      text: 'select name from seed_markers where name = $1',
      values: ['worker_test'],
    };
    expect((await query(named)).rows).toEqual([{ name: 'worker_test' }]);
    await expect(query('select 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
    expect((await query(named)).rows).toEqual([{ name: 'worker_test' }]);
  });

  it('hands notifications to the listener', async () => {
    const heard = vi.fn();
    const stop = await database.listen('worker_channel', { onNotify: heard });
    await query("select pg_notify('worker_channel', 'halo')");
    expect(heard).toHaveBeenCalledWith('halo');
    await stop();
  });

  it("dumps the data folder as PGlite's gzipped tar", async () => {
    const tar = gunzipSync(await database.dumpDataDir!());
    expect(tar.subarray(257, 262).toString()).toBe('ustar');
  });

  it('writes to the folder, so a later start finds the rows; a closed one refuses', async () => {
    await database.close();
    await expect(query('select 1')).rejects.toThrow();
    const again = await openPglite(folder());
    try {
      const { rows } = await poolOf(again).query("select name from seed_markers where name = 'worker_test'");
      expect(rows).toEqual([{ name: 'worker_test' }]);
    } finally {
      await again.close();
    }
  });

  it('fails to open a folder it cannot use, with the reason', async () => {
    const file = path.join(dir, 'not-a-folder');
    await writeFile(file, 'x');
    await expect(openPglite(file)).rejects.toThrow();
  });
});

describe("losing the database's thread", () => {
  it('fails the waiting call and every later one, and says so once', async () => {
    const worker = new Worker(
      "const { parentPort } = require('node:worker_threads'); parentPort.postMessage('ready'); parentPort.on('message', () => process.exit(3));",
      { eval: true },
    );
    const onLost = vi.fn();
    const engine = await engineIn(worker, onLost);
    await expect(engine.exchange(1, new Uint8Array([1]))).rejects.toThrow(/stopped/);
    await expect(engine.dump()).rejects.toThrow(/stopped/);
    expect(onLost).toHaveBeenCalledOnce();
    expect(onLost.mock.calls[0]![0]).toMatch(/exit code 3/);
  });
});
