import type { FastifyBaseLogger } from 'fastify';
import { loadAllocatorTrim, type AllocatorTrim } from './allocator-trim';

/** How often the process looks at the CPU time it used. */
export const IDLE_CHECK_MS = 10_000;
/** A check period counts as idle below this CPU time (2 % of one core): timers and keep-alives only. */
export const QUIET_CPU_MICROS = IDLE_CHECK_MS * 1000 * 0.02;

export interface IdleWatch {
  /** The process worked since its last trim (start-up counts as work). */
  busySinceTrim: boolean;
}

/** The watch after a check period that used `cpuMicros`, and whether to trim now. */
export function afterCheck(watch: IdleWatch, cpuMicros: number): { watch: IdleWatch; trim: boolean } {
  if (cpuMicros >= QUIET_CPU_MICROS) return { watch: { busySinceTrim: true }, trim: false };
  return { watch: { busySinceTrim: false }, trim: watch.busySinceTrim };
}

const cpuMicrosOf = (usage: NodeJS.CpuUsage) => usage.user + usage.system;

/**
 * Once the process falls quiet after work, the allocator gives back what the work freed (ADR 105):
 * an idle server holds its live memory, not its busiest moment's. Returns the stop function.
 */
export function watchIdleMemory(
  log: FastifyBaseLogger,
  load: () => Promise<AllocatorTrim | undefined> = loadAllocatorTrim,
) {
  let watch: IdleWatch = { busySinceTrim: true };
  let last = process.cpuUsage();
  let trim: Promise<AllocatorTrim | undefined> | undefined;
  const timer = setInterval(() => {
    const usage = process.cpuUsage();
    const step = afterCheck(watch, cpuMicrosOf(usage) - cpuMicrosOf(last));
    watch = step.watch;
    last = usage;
    if (!step.trim) return;
    trim ??= load();
    trim
      .then((run) => run?.())
      .catch((error: unknown) => log.warn({ err: error }, 'returning freed memory to the system failed'));
  }, IDLE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
