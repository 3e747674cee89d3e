import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_MS, lockFileOf } from '../src/platform/database/data-dir-lock';
import { ask, register, type Acknowledged, type Session } from './support/api-client';
import { startRefused, startServer, stop } from './support/server-process';
import { expectAllStored, storedQuestions } from './support/stored';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-pause-'));
  dirs.push(dataDir);
});

const lockFile = () => lockFileOf(path.join(dataDir, 'pglite'));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function write(session: Session, label: string, count: number, acked: Acknowledged[]) {
  for (let n = 0; n < count; n++) {
    const title = `${label} nomor ${n}`;
    acked.push({ id: await ask(session, title), title });
  }
}

/** A question sent now; its status, or 0 when no answer came. */
async function tryAsk(session: Session, title: string): Promise<number> {
  try {
    const response = await fetch(`${session.base}/api/forum/questions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookie },
      body: JSON.stringify({ title, desc: 'Dikirim saat server berhenti sejenak.' }),
    });
    return response.status;
  } catch {
    return 0;
  }
}

describe('a paused holder of the embedded database', () => {
  it('keeps its folder: a second process on this host is refused however long the first stood still', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    const session = await register(first.url);
    const acked: Acknowledged[] = [];
    await write(session, 'Sebelum jeda', 5, acked);

    first.child.kill('SIGSTOP');
    try {
      // As after a long stall: its heartbeat has not touched the lock for well over STALE_MS.
      const longAgo = new Date(Date.now() - 5 * 60_000);
      await utimes(lockFile(), longAgo, longAgo);
      const second = await startRefused({ DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.output).toContain(`process ${first.child.pid}`);
    } finally {
      first.child.kill('SIGCONT');
    }

    await write(session, 'Sesudah jeda', 5, acked);
    expect(await stop(first)).toBe(0);
    expectAllStored(acked, await storedQuestions({ dataDir }));
  });

  it('stops without acknowledging anything when it wakes to find its folder taken', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    const session = await register(first.url);
    const acked: Acknowledged[] = [];
    await write(session, 'Sebelum diambil', 5, acked);

    first.child.kill('SIGSTOP');
    // What a process on another host writes once this one's heartbeat is STALE_MS old.
    await writeFile(
      lockFile(),
      JSON.stringify({
        pid: 4242,
        host: 'mesin-lain',
        startedAt: new Date().toISOString(),
        token: 'pengambil',
      }),
    );
    await pause(CONFIRM_MS + 500);
    // Requests wait in the kernel's queue while it is stopped; it reads them when it wakes.
    const late = Array.from({ length: 5 }, (_, n) => tryAsk(session, `Setelah diambil nomor ${n}`));
    await pause(300);
    first.child.kill('SIGCONT');

    expect(await first.exited).toBe(1);
    expect(first.output()).toContain('another process took over');
    expect((await Promise.all(late)).filter((status) => status >= 200 && status < 300)).toEqual([]);

    // The other process's lock is left as it is; read the folder once it is gone.
    await rm(lockFile());
    const stored = await storedQuestions({ dataDir });
    expectAllStored(acked, stored);
    expect(stored.filter((row) => row.title.startsWith('Setelah diambil'))).toEqual([]);
  });
});
