import { mkdir, open, rm, statfs } from 'node:fs/promises';
import path from 'node:path';

/** A problem that stops the process at start, told in one line without a stack trace. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

const PROBE_BYTES = 64 * 1024;

const reasons: Record<string, string> = {
  EROFS: 'the file system is read-only',
  EACCES: 'this process may not write there',
  EPERM: 'this process may not write there',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EIO: 'the disk reports an I/O error',
};

function describe(variable: string, folder: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  const reason = reasons[code] ?? (error instanceof Error ? error.message : String(error));
  return `${variable} ${folder} is not writable: ${reason}${code ? ` (${code})` : ''}.`;
}

/**
 * Creates `folder` if needed and proves it takes a synced write, and (when asked) that its disk
 * has `minFreeBytes` left: a read-only or full disk stops the start with a message naming the
 * folder instead of failing later inside the database engine.
 */
export async function checkWritableFolder(variable: string, folder: string, minFreeBytes = 0): Promise<void> {
  const probe = path.join(folder, `.write-check-${process.pid}`);
  try {
    await mkdir(folder, { recursive: true });
    const handle = await open(probe, 'w');
    try {
      await handle.write(Buffer.alloc(PROBE_BYTES));
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new StartupError(describe(variable, folder, error));
  } finally {
    await rm(probe, { force: true }).catch(() => {});
  }
  if (minFreeBytes > 0) {
    const { bavail, bsize } = await statfs(folder);
    const free = bavail * bsize;
    if (free < minFreeBytes) {
      const mb = (bytes: number) => Math.floor(bytes / (1024 * 1024));
      throw new StartupError(
        `${variable} ${folder} is on a nearly full disk: ${mb(free)} MB free, the embedded database needs at least ${mb(minFreeBytes)} MB.`,
      );
    }
  }
}
