import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterCheck, IDLE_CHECK_MS, QUIET_CPU_MICROS, watchIdleMemory } from './idle-trim';

const busyMicros = QUIET_CPU_MICROS + 50_000;
const quietMicros = 1_000;

describe('afterCheck', () => {
  it('trims at the first quiet period after work, then not again until more work', () => {
    const first = afterCheck({ busySinceTrim: true }, quietMicros);
    expect(first).toEqual({ watch: { busySinceTrim: false }, trim: true });
    expect(afterCheck(first.watch, quietMicros).trim).toBe(false);
  });

  it('waits while the process is busy', () => {
    const busy = afterCheck({ busySinceTrim: false }, busyMicros);
    expect(busy).toEqual({ watch: { busySinceTrim: true }, trim: false });
    expect(afterCheck(busy.watch, quietMicros).trim).toBe(true);
  });
});

/** Spends at least `micros` of this process's CPU time. */
function burnCpu(micros: number) {
  const start = process.cpuUsage();
  let spent = 0;
  while (spent < micros) {
    const used = process.cpuUsage(start);
    spent = used.user + used.system;
  }
}

describe('watchIdleMemory', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('trims once after start-up, and again only after the process worked', async () => {
    vi.useFakeTimers();
    const trim = vi.fn(async () => true);
    const load = vi.fn(async () => trim);
    const log = { warn: vi.fn() } as unknown as Parameters<typeof watchIdleMemory>[0];
    const stop = watchIdleMemory(log, load);

    await vi.advanceTimersByTimeAsync(IDLE_CHECK_MS);
    expect(trim).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(IDLE_CHECK_MS);
    expect(trim).toHaveBeenCalledTimes(1);

    burnCpu(busyMicros);
    await vi.advanceTimersByTimeAsync(IDLE_CHECK_MS);
    expect(trim).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(IDLE_CHECK_MS);
    expect(trim).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);

    stop();
    burnCpu(busyMicros);
    await vi.advanceTimersByTimeAsync(3 * IDLE_CHECK_MS);
    expect(trim).toHaveBeenCalledTimes(2);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
