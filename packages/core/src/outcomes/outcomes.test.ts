import { describe, expect, it } from 'vitest';
import { quarterOf, recentQuarters } from './quarters';
import { completedMost, publishedCount, publishedShare } from './suppression';

describe('published figures', () => {
  it('a count under 10 is null, 10 and more as it is', () => {
    expect([0, 1, 9, 10, 250].map(publishedCount)).toEqual([null, null, null, 10, 250]);
  });

  it('a share is null when its whole or its part is under 10', () => {
    expect(publishedShare(9, 40)).toBeNull();
    expect(publishedShare(9, 9)).toBeNull();
    expect(publishedShare(12, 40)).toBe(0.3);
  });

  it('completing most of a programme is two thirds of its sessions', () => {
    expect([3, 4, 6].map((done) => completedMost(done, 6))).toEqual([false, true, true]);
  });
});

describe('quarters', () => {
  it('finds the calendar quarter of a date', () => {
    expect(quarterOf('2026-11-28')).toEqual({ label: '2026-K4', from: '2026-10-01', to: '2026-12-31' });
    expect(quarterOf('2024-02-10')).toEqual({ label: '2024-K1', from: '2024-01-01', to: '2024-03-31' });
  });

  it('lists recent quarters newest first, across a year', () => {
    expect(recentQuarters('2026-02-01', 3).map((q) => q.label)).toEqual(['2026-K1', '2025-K4', '2025-K3']);
  });
});
