import { readFileSync } from 'node:fs';

/** The fields of /proc/<pid>/stat after the command name (which may itself hold spaces and parentheses). */
function procStat(pid: number | 'self'): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * When a process started, in clock ticks since the machine booted (Linux); with the boot id it
 * names one process for good, where a pid is reused once its process is gone.
 */
export function startTicksOf(pid: number | 'self'): number | undefined {
  const ticks = procStat(pid)?.[19];
  return ticks && /^\d+$/.test(ticks) ? Number(ticks) : undefined;
}

/** This boot of the machine (Linux); a lock written before a restart names another one. */
export function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** A killed process stays a zombie until its parent reaps it: on Linux that counts as gone. */
function isZombie(pid: number): boolean {
  return procStat(pid)?.[0] === 'Z';
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** What names a lock's holder on this host, written into the lock beside its pid. */
export interface HolderIdentity {
  pid: number;
  bootId?: string;
  startTicks?: number;
}

/**
 * Whether the process a lock on this host names still runs: the same boot, the pid alive, and
 * (where Linux tells) started when the lock says, so a reused pid is not taken for the holder.
 * A pid equal to ours is a previous life of a restarted container, not us. However long it has
 * been quiet (stopped, swapped out, paused by a debugger), a running holder keeps its lock.
 */
export function holderRuns(holder: HolderIdentity): boolean {
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return false;
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  if (holder.startTicks === undefined) return true;
  const started = startTicksOf(holder.pid);
  return started === undefined || started === holder.startTicks;
}
