import { describe, expect, it } from 'vitest';
import { countText, noFigures, percentile, reportFigures } from './figures';

describe('percentile (nearest rank)', () => {
  it('has nothing to say about no values', () => {
    expect(percentile([], 50)).toBeNull();
  });

  it('takes the smallest value with at least p% at or below it', () => {
    const values = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 90)).toBe(90);
    expect(percentile([60, 120, 900], 50)).toBe(120);
    expect(percentile([60, 120, 900], 90)).toBe(900);
    expect(percentile([42], 90)).toBe(42);
  });
});

describe('small counts', () => {
  it('shows 1 to 4 as "<5", and 0 and 5 or more as they are', () => {
    expect([0, 1, 4, 5, 12].map(countText)).toEqual(['0', '<5', '<5', '5', '12']);
  });

  it('withholds the average of fewer than five ratings and suppresses every small count', () => {
    const few = reportFigures({ ...noFigures, conversations: 3, risky: 1, ratingSum: 9, ratingCount: 2 });
    expect(few.rating).toEqual({ average: null, count: 2 });
    expect(few.display).toEqual({
      conversations: '<5',
      withinTarget: '0',
      abandoned: '0',
      risky: '<5',
      ratingCount: '<5',
    });
    const enough = reportFigures({
      ...noFigures,
      conversations: 6,
      responseSeconds: [30, 60, 90, 400, 2000],
      withinTarget: 5,
      ratingSum: 22,
      ratingCount: 5,
    });
    expect(enough.rating.average).toBe(4.4);
    expect(enough.firstResponse).toEqual({ p50Seconds: 90, p90Seconds: 2000 });
    expect(enough.display.conversations).toBe('6');
  });
});
