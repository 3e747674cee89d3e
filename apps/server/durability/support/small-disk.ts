import { execFile } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/**
 * A small file system of its own (tmpfs), to fill up or turn read-only. Mounting needs root,
 * as CI runs; the folder is unmounted and removed by `destroy`.
 */
export async function smallDisk(megabytes: number) {
  if (process.getuid?.() !== 0)
    throw new Error('the disk fault tests mount a small tmpfs and need root (as CI runs)');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sehat-disk-'));
  await exec('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir]);
  const filler = path.join(dir, 'filler');
  return {
    dir,
    async readOnly(on: boolean) {
      await exec('mount', ['-o', `remount,${on ? 'ro' : 'rw'}`, dir]);
    },
    /** Writes until the disk is full. */
    async fill() {
      const handle = await open(filler, 'a');
      const chunk = Buffer.alloc(1024 * 1024);
      try {
        for (;;) await handle.write(chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        await handle.close();
      }
      // The last partial pages too.
      const tail = await open(`${filler}-tail`, 'a').catch(() => undefined);
      try {
        for (;;) await tail?.write(Buffer.alloc(4096));
      } catch {
        await tail?.close();
      }
    },
    async free() {
      await rm(filler, { force: true });
      await rm(`${filler}-tail`, { force: true });
    },
    async destroy() {
      await exec('umount', ['-l', dir]).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
