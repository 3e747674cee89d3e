import { describe, expect, it } from 'vitest';
import { WindowCounts } from './window-counts';

describe('counts in one fixed window', () => {
  it('counts each key apart until the window ends, then all start over', () => {
    const counts = new WindowCounts(60_000);
    expect(counts.hit('a', 1_000)).toEqual({ count: 1, retryAfterSec: 60 });
    expect(counts.hit('a', 2_000).count).toBe(2);
    expect(counts.hit('b', 30_500)).toEqual({ count: 1, retryAfterSec: 31 });
    expect(counts.hit('a', 60_999).count).toBe(3);
    expect(counts.hit('a', 61_000)).toEqual({ count: 1, retryAfterSec: 60 });
    expect(counts.hit('b', 61_001).count).toBe(1);
  });

  it('starts over early rather than hold more keys than its maximum', () => {
    const counts = new WindowCounts(60_000, 2);
    counts.hit('a', 0);
    counts.hit('a', 0);
    counts.hit('b', 0);
    expect(counts.hit('a', 1).count).toBe(3);
    expect(counts.hit('c', 2)).toEqual({ count: 1, retryAfterSec: 60 });
    expect(counts.hit('a', 3).count).toBe(1);
  });
});
