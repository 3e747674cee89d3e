import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, open, readFile, rm, rmdir, stat, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import { bootId, holderRuns, startTicksOf, type HolderIdentity } from './lock-holder-process';

/** Who holds an embedded database folder; written as JSON into the lock file. */
export interface LockOwner extends HolderIdentity {
  host: string;
  startedAt: string;
  token: string;
  /** Where the holder answers backup requests (see backup-socket.ts). */
  socket?: string;
}

export interface DataDirLock {
  readonly owner: LockOwner;
  /**
   * Throws (after telling `onLost`) unless this process still holds the lock. Run before every
   * statement and every answer, so a process that wakes from a stall to find its folder taken
   * writes and acknowledges nothing more. Reads the lock file at most once per CONFIRM_MS.
   */
  confirm(): void;
  release(): Promise<void>;
}

/** The lock was taken away or its file removed: this process must not write any more. */
export class DataDirLockLostError extends Error {
  constructor(reason: string) {
    super(`The embedded database's lock is lost: ${reason}.`);
    this.name = 'DataDirLockLostError';
  }
}

export interface LockOptions {
  socket?: string;
  /**
   * The lock was taken away (only possible after this process stalled for STALE_MS); openEmbedded
   * also reports here the database's thread stopping.
   */
  onLost?: (reason: string) => void;
  /** The heartbeat could not read the lock file (it tries again); reported once per streak. */
  onUnreadable?: (error: unknown) => void;
}

/** The holder touches the lock this often... */
export const HEARTBEAT_MS = 5_000;
/** ...so a lock untouched this long is left over from a process that is gone, on another host. */
export const STALE_MS = 30_000;
/** A confirmation that the lock is still ours holds this long. */
export const CONFIRM_MS = 1_000;

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

/**
 * A lock is stale when its holder is gone. On this host the process decides (a crash or kill -9:
 * taken over at once; a stalled process: never). On another host only the heartbeat can tell:
 * a lock untouched for STALE_MS is left over.
 */
function isStale({ owner, mtimeMs }: Seen): boolean {
  if (owner && owner.host === hostname()) return !holderRuns(owner);
  return Date.now() - mtimeMs > STALE_MS;
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

/** Why the lock file at `file` is no longer `owner`'s, read now and in one step; undefined while it is. */
function lossNow(file: string, owner: LockOwner): string | undefined {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    // Unreadable for another reason (no descriptor left): not a sign that anyone else holds it.
    return (error as NodeJS.ErrnoException).code === 'ENOENT'
      ? `the lock file ${file} disappeared`
      : undefined;
  }
  try {
    if ((JSON.parse(raw) as LockOwner).token === owner.token) return undefined;
  } catch {
    // Half a file: someone else is writing it.
  }
  return `another process took over ${file}`;
}

function held(file: string, owner: LockOwner, options: LockOptions): DataDirLock {
  let lost: string | undefined;
  let confirmedAt = Date.now();
  const lose = (reason: string) => {
    if (lost) return;
    lost = reason;
    options.onLost?.(reason);
  };
  const stop = heartbeat(file, owner, lose, options.onUnreadable ?? (() => {}));
  return {
    owner,
    confirm() {
      if (!lost && Date.now() - confirmedAt >= CONFIRM_MS) {
        const reason = lossNow(file, owner);
        if (reason) lose(reason);
        else confirmedAt = Date.now();
      }
      if (lost) throw new DataDirLockLostError(lost);
    },
    async release() {
      stop();
      const seen = await readLock(file).catch(() => undefined);
      if (seen?.owner?.token === owner.token) await rm(file, { force: true });
    },
  };
}

/**
 * Takes the single-writer lock of an embedded database folder (`<folder>.lock` beside it), or
 * throws DataDirLockedError naming the process that holds it.
 */
export async function acquireDataDirLock(folder: string, options: LockOptions = {}): Promise<DataDirLock> {
  const file = lockFileOf(folder);
  const owner: LockOwner = {
    pid: process.pid,
    bootId: bootId(),
    startTicks: startTicksOf('self'),
    host: hostname(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
    ...(options.socket ? { socket: options.socket } : {}),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await create(file, owner)) return held(file, owner, options);
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
