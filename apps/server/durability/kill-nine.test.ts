import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { register, writeLoad, type Acknowledged, type Session } from './support/api-client';
import { startCluster, type Cluster } from './support/postgres-cluster';
import { startServer, stop, waitFor, type ServerProcess } from './support/server-process';
import { expectAllStored, storedQuestions, type Store } from './support/stored';

const ROUNDS = 3;
const WRITERS = 16;
const ACKS_BEFORE_KILL = 150;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * Rounds of: start, write from many clients at once, kill -9 mid-load (and crash PostgreSQL
 * too), start again. Every write acknowledged before a kill must be there afterwards.
 */
async function killUnderLoad(env: Record<string, string>, store: Store, crash?: Cluster) {
  const acked: Acknowledged[] = [];
  let session: Session | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const server: ServerProcess = await startServer(env);
    session = session ? { ...session, base: server.url } : await register(server.url);
    const load = writeLoad(session, WRITERS, `Ronde ${round}`);
    await waitFor('acknowledged writes', () => load.acked.length >= ACKS_BEFORE_KILL);
    server.child.kill('SIGKILL');
    await crash?.crash();
    await server.exited;
    await load.stop();
    acked.push(...load.acked);
    await crash?.start();
  }
  const last = await startServer(env);
  expect((await fetch(`${last.url}/api/health`)).status).toBe(200);
  expect(await stop(last)).toBe(0);
  expect(acked.length).toBeGreaterThanOrEqual(ROUNDS * ACKS_BEFORE_KILL);
  expectAllStored(acked, await storedQuestions(store));
}

describe('kill -9 under concurrent writes loses no acknowledged write', () => {
  it('on the embedded database', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-kill-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await killUnderLoad({ DATA_DIR: dataDir }, { dataDir });
  });

  it('on PostgreSQL with fsync on, crashed together with the app', async () => {
    const cluster = await startCluster({ durable: true });
    cleanups.push(() => cluster.destroy());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-kill-pg-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const url = await cluster.createDatabase('sehat_kill');
    await killUnderLoad({ DATA_DIR: dataDir, DATABASE_URL: url }, { url }, cluster);
  });
});
