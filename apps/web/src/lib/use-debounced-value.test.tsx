// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';
import { useNow } from './use-now';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T04:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('hands on a value only once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('abc');
  });
});

describe('useNow', () => {
  it('moves on every interval', () => {
    const { result } = renderHook(() => useNow(60_000));
    expect(result.current.toISOString()).toBe('2026-11-23T04:00:00.000Z');
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.toISOString()).toBe('2026-11-23T04:01:00.000Z');
  });
});
