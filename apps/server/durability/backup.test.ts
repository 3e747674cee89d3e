import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { register, uploadAvatar, writeLoad } from './support/api-client';
import { startCluster } from './support/postgres-cluster';
import { runTool, startServer, stop, waitFor } from './support/server-process';
import { expectAllStored, storedQuestions, type Store } from './support/stored';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tempDir(name: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `sehat-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const png = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();

/**
 * Backs up a running server under write load, restores into fresh storage, and checks every
 * write acknowledged before the backup began is there, with the uploads.
 */
async function backupAndRestore(
  env: Record<string, string>,
  restored: { env: Record<string, string>; store: Store },
) {
  const server = await startServer(env);
  const session = await register(server.url);
  const avatar = await uploadAvatar(session, await png());
  const load = writeLoad(session, 4, 'Cadangan');
  await waitFor('writes before the backup', () => load.acked.length >= 60);

  const began = Date.now();
  const before = load.acked.filter((write) => write.at < began);
  const backup = await runTool('backup', ['--out', await tempDir('backups')], env);
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  const archive = backup.stdout.trim();
  expect(path.basename(archive)).toMatch(/^sehat-backup-\d{8}T\d{6}Z\.tar\.gz$/);
  // The server kept serving writes while the backup ran.
  await waitFor('writes after the backup', () => load.acked.some((write) => write.at > began));
  await load.stop();
  expect(await stop(server)).toBe(0);

  const restore = await runTool('restore', [archive], restored.env);
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  expectAllStored(before, await storedQuestions(restored.store));

  const again = await startServer(restored.env);
  expect((await fetch(`${again.url}/uploads/${avatar}`)).status).toBe(200);
  expect(await stop(again)).toBe(0);
}

describe('online backups', () => {
  it('of the embedded database: consistent while written to, restorable into an empty folder', async () => {
    const fresh = await tempDir('restored');
    await backupAndRestore(
      { DATA_DIR: await tempDir('data') },
      { env: { DATA_DIR: fresh, UPLOAD_DIR: path.join(fresh, 'uploads') }, store: { dataDir: fresh } },
    );
  });

  it('of PostgreSQL (pg_dump): the same, into a fresh database', async () => {
    const cluster = await startCluster({ durable: false });
    cleanups.push(() => cluster.destroy());
    const fresh = await tempDir('restored-pg');
    const target = await cluster.createDatabase('sehat_restored');
    await backupAndRestore(
      { DATA_DIR: await tempDir('data-pg'), DATABASE_URL: await cluster.createDatabase('sehat_source') },
      {
        env: { DATA_DIR: fresh, UPLOAD_DIR: path.join(fresh, 'uploads'), DATABASE_URL: target },
        store: { url: target },
      },
    );
  });
});
