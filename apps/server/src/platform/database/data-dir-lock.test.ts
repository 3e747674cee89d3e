import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTicksOf } from './lock-holder-process';
import {
  acquireDataDirLock,
  CONFIRM_MS,
  currentLockOwner,
  DataDirLockedError,
  DataDirLockLostError,
  HEARTBEAT_MS,
  lockFileOf,
  STALE_MS,
  type LockOwner,
} from './data-dir-lock';

let dir: string;
let folder: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sehat-lock-'));
  folder = path.join(dir, 'pglite');
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

/** A lock file as another process would have written it. */
async function foreignLock(owner: Partial<LockOwner>, ageMs = 0) {
  const full: LockOwner = {
    pid: 1,
    host: hostname(),
    startedAt: new Date().toISOString(),
    token: 'other',
    ...owner,
  };
  await writeFile(lockFileOf(folder), JSON.stringify(full));
  const then = new Date(Date.now() - ageMs);
  await utimes(lockFileOf(folder), then, then);
}

async function liveProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await once(child, 'spawn');
  return child;
}

describe('the embedded database lock', () => {
  it('is taken, names its holder, and is gone after release', async () => {
    const lock = await acquireDataDirLock(folder, { socket: '/tmp/x.sock' });
    const written = JSON.parse(await readFile(lockFileOf(folder), 'utf8')) as LockOwner;
    expect(written).toMatchObject({ pid: process.pid, host: hostname(), socket: '/tmp/x.sock' });
    expect(await currentLockOwner(folder)).toBeUndefined(); // our own pid: not a live other holder
    await lock.release();
    await expect(stat(lockFileOf(folder))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps a second process out while the holder lives, naming the folder and the holder', async () => {
    const holder = await liveProcess();
    try {
      await foreignLock({ pid: holder.pid! });
      const refused = await acquireDataDirLock(folder).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirLockedError);
      expect((refused as Error).message).toContain(folder);
      expect((refused as Error).message).toContain(`process ${holder.pid}`);
      expect((await currentLockOwner(folder))?.pid).toBe(holder.pid);
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
    // The holder died without releasing (kill -9): its lock is taken over at once.
    const lock = await acquireDataDirLock(folder);
    expect(lock.owner.pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over a lock from another host only once its heartbeat stopped', async () => {
    await foreignLock({ host: 'elsewhere', pid: 4242 });
    await expect(acquireDataDirLock(folder)).rejects.toBeInstanceOf(DataDirLockedError);
    await foreignLock({ host: 'elsewhere', pid: 4242 }, STALE_MS + 1_000);
    const lock = await acquireDataDirLock(folder);
    await lock.release();
  });

  it('stops the holder when another process took the lock over', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const onLost = vi.fn();
    const lock = await acquireDataDirLock(folder, { onLost });
    await foreignLock({ host: 'elsewhere', token: 'thief' });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    await vi.waitFor(() => expect(onLost).toHaveBeenCalledWith(expect.stringContaining('took over')));
    await lock.release();
    // Release leaves the other process's lock alone.
    expect(JSON.parse(await readFile(lockFileOf(folder), 'utf8')).token).toBe('thief');
  });

  it('keeps the lock when the lock file cannot be read for a while (out of descriptors, I/O errors)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const onLost = vi.fn();
    const onUnreadable = vi.fn();
    const lock = await acquireDataDirLock(folder, { onLost, onUnreadable });
    // Reading a directory fails with EISDIR, as reading with no descriptor left fails with EMFILE.
    const kept = `${lockFileOf(folder)}.kept`;
    await rename(lockFileOf(folder), kept);
    await mkdir(lockFileOf(folder));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    await vi.waitFor(() => expect(onUnreadable).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(onUnreadable).toHaveBeenCalledTimes(1);
    expect(onLost).not.toHaveBeenCalled();

    await rm(lockFileOf(folder), { recursive: true });
    await rename(kept, lockFileOf(folder));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(onLost).not.toHaveBeenCalled();
    // Really gone is still gone.
    await rm(lockFileOf(folder));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    await vi.waitFor(() => expect(onLost).toHaveBeenCalledWith(expect.stringContaining('disappeared')));
    await lock.release();
  });

  it('never takes the lock from a live process on this host, however long it has been quiet', async () => {
    const holder = await liveProcess();
    try {
      // A stalled holder (SIGSTOP, swapped out) stops touching its lock file.
      await foreignLock({ pid: holder.pid!, startTicks: startTicksOf(holder.pid!) }, STALE_MS * 3);
      await expect(acquireDataDirLock(folder)).rejects.toBeInstanceOf(DataDirLockedError);
      expect((await currentLockOwner(folder))?.pid).toBe(holder.pid);
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
  });

  it('takes over from a pid that now names another process, or a lock from before a restart', async () => {
    const other = await liveProcess();
    try {
      await foreignLock({ pid: other.pid!, startTicks: startTicksOf(other.pid!)! - 1 });
      await (await acquireDataDirLock(folder)).release();
      await foreignLock({ pid: other.pid!, bootId: 'booted-before' });
      await (await acquireDataDirLock(folder)).release();
    } finally {
      other.kill('SIGKILL');
      await once(other, 'exit');
    }
  });

  it('confirms it still holds the lock before a statement, at most once a second, and stops once taken', async () => {
    const onLost = vi.fn();
    const lock = await acquireDataDirLock(folder, { onLost });
    lock.confirm();
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_MS + 50));
    lock.confirm();
    // Taken over while this process stood still: the next confirmation after the window fails.
    await foreignLock({ host: 'elsewhere', token: 'thief' });
    lock.confirm();
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_MS + 50));
    expect(() => lock.confirm()).toThrow(DataDirLockLostError);
    expect(() => lock.confirm()).toThrow(DataDirLockLostError);
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(onLost).toHaveBeenCalledWith(expect.stringContaining('took over'));
    await lock.release();
  });
});
