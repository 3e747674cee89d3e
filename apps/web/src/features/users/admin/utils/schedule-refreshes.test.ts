import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timings } from '@sehat/core/timings';
import { scheduleRefreshes } from './schedule-refreshes';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleRefreshes', () => {
  it('refreshes at once, after 200 ms and after 500 ms', () => {
    const refresh = vi.fn();
    scheduleRefreshes(refresh, timings.adminRefreshDelaysMs);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(300);
    expect(refresh).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(10_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('stops the pending refreshes when cancelled', () => {
    const refresh = vi.fn();
    const cancel = scheduleRefreshes(refresh, [200, 500]);
    vi.advanceTimersByTime(250);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
