import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, open, readFile, rm, rmdir, stat, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';

/** Who holds an embedded database folder; written as JSON into the lock file. */
export interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
  token: string;
  /** Where the holder answers backup requests (see backup-socket.ts). */
  socket?: string;
}

export interface DataDirLock {
  readonly owner: LockOwner;
  release(): Promise<void>;
}

export interface LockOptions {
  socket?: string;
  /** The lock was taken away (only possible after this process stalled for STALE_MS). */
  onLost?: (reason: string) => void;
  /** The heartbeat could not read the lock file (it tries again); reported once per streak. */
  onUnreadable?: (error: unknown) => void;
}

/** The holder touches the lock this often... */
export const HEARTBEAT_MS = 5_000;
/** ...so a lock untouched this long is left over from a process that is gone, on any host. */
export const STALE_MS = 30_000;

export class DataDirLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner
      ? `process ${owner.pid} on ${owner.host} (since ${owner.startedAt})`
      : 'another process';
    super(
      `The embedded database in ${folder} is in use by ${who}. Only one process may open it: ` +
        'stop that process first, or set DATABASE_URL to run several instances on PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

export const lockFileOf = (folder: string) => `${folder}.lock`;

interface Seen {
  raw: string;
  owner: LockOwner | undefined;
  mtimeMs: number;
}

async function readLock(file: string): Promise<Seen | undefined> {
  try {
    const [raw, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    let owner: LockOwner | undefined;
    try {
      owner = JSON.parse(raw) as LockOwner;
    } catch {
      owner = undefined;
    }
    return { raw, owner, mtimeMs: info.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A killed process stays a zombie until its parent reaps it: on Linux that counts as gone. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * A lock is stale when its holder stopped touching it, or when the holder ran on this host and
 * its process is gone (a crash or kill -9: taken over at once). A pid equal to ours is a
 * previous life of a restarted container, not us.
 */
function isStale({ owner, mtimeMs }: Seen): boolean {
  if (Date.now() - mtimeMs > STALE_MS) return true;
  if (!owner || owner.host !== hostname()) return false;
  return owner.pid === process.pid || !isAlive(owner.pid);
}

/** Removes a stale lock unless another starter got there first (guarded by an atomic mkdir). */
async function removeStale(file: string, seen: Seen): Promise<void> {
  const guard = `${file}.takeover`;
  try {
    await mkdir(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const since = (await stat(guard).catch(() => undefined))?.mtimeMs ?? Date.now();
    if (Date.now() - since > STALE_MS) await rmdir(guard).catch(() => {});
    return;
  }
  try {
    const again = await readLock(file);
    if (again && again.raw === seen.raw && isStale(again)) await rm(file, { force: true });
  } finally {
    await rmdir(guard).catch(() => {});
  }
}

async function create(file: string, owner: LockOwner): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(JSON.stringify(owner));
    await handle.sync();
  } catch (error) {
    // A half-written lock (disk full) would block the next start until it goes stale.
    await handle.close();
    await rm(file, { force: true });
    throw error;
  }
  await handle.close();
  return true;
}

function heartbeat(
  file: string,
  owner: LockOwner,
  onLost: (reason: string) => void,
  onUnreadable: (error: unknown) => void,
): () => void {
  let unreadable = false;
  const timer = setInterval(() => {
    void (async () => {
      let seen: Seen | undefined;
      try {
        seen = await readLock(file);
      } catch (error) {
        // Out of file descriptors, an I/O error: that says nothing about who holds the lock.
        // Only a lock file that is really gone, or someone else's, stops this process.
        if (!unreadable) onUnreadable(error);
        unreadable = true;
        return;
      }
      unreadable = false;
      if (!seen) return onLost(`the lock file ${file} disappeared`);
      if (seen.owner?.token !== owner.token) return onLost(`another process took over ${file}`);
      const now = new Date();
      await utimes(file, now, now).catch(() => {});
    })();
  }, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Takes the single-writer lock of an embedded database folder (`<folder>.lock` beside it), or
 * throws DataDirLockedError naming the process that holds it.
 */
export async function acquireDataDirLock(folder: string, options: LockOptions = {}): Promise<DataDirLock> {
  const file = lockFileOf(folder);
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
    ...(options.socket ? { socket: options.socket } : {}),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await create(file, owner)) {
      const stop = heartbeat(file, owner, options.onLost ?? (() => {}), options.onUnreadable ?? (() => {}));
      return {
        owner,
        async release() {
          stop();
          const seen = await readLock(file).catch(() => undefined);
          if (seen?.owner?.token === owner.token) await rm(file, { force: true });
        },
      };
    }
    const seen = await readLock(file);
    if (seen && !isStale(seen)) throw new DataDirLockedError(folder, seen.owner);
    if (seen) await removeStale(file, seen);
  }
  throw new DataDirLockedError(folder, (await readLock(file))?.owner);
}

/** The live holder of a folder's lock, if any (a stale lock has none). */
export async function currentLockOwner(folder: string): Promise<LockOwner | undefined> {
  const seen = await readLock(lockFileOf(folder));
  return seen && !isStale(seen) ? seen.owner : undefined;
}
