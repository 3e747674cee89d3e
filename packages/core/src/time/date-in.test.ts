import { describe, expect, it } from 'vitest';
import { dateIn } from './date-in';

describe('dateIn', () => {
  it('gives the date in the zone, which after 17:00 UTC is already the next day in Jakarta', () => {
    const evening = new Date('2026-11-29T17:11:00Z');
    expect(dateIn(evening, 'UTC')).toBe('2026-11-29');
    expect(dateIn(evening, 'Asia/Jakarta')).toBe('2026-11-30');
    expect(dateIn(new Date('2026-11-29T16:59:59Z'), 'Asia/Jakarta')).toBe('2026-11-29');
  });
});
