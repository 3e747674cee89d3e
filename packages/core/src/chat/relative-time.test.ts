import { describe, expect, it } from 'vitest';
import { formatChatClock, formatChatDate, formatChatTime } from './relative-time';

const now = new Date('2026-03-05T10:00:00Z'); // 17:00 in Jakarta
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatChatTime', () => {
  it.each([
    [0, 'Baru saja'],
    [59_999, 'Baru saja'],
    [MIN, '1 menit yang lalu'],
    [59 * MIN + 59_000, '59 menit yang lalu'],
    [HOUR, '1 jam yang lalu'],
    [23 * HOUR + 59 * MIN, '23 jam yang lalu'],
  ])('%i ms ago → %s', (elapsed, expected) => {
    expect(formatChatTime(ago(elapsed), now, 'Asia/Jakarta')).toBe(expected);
  });

  it("says 'Kemarin' with the 12-hour time for one whole day", () => {
    expect(formatChatTime(ago(DAY), now, 'Asia/Jakarta')).toBe('Kemarin 05.00 PM');
    expect(formatChatTime(ago(DAY + 7 * HOUR), now, 'Asia/Jakarta')).toBe('Kemarin 10.00 AM');
    expect(formatChatTime(ago(2 * DAY - MIN), now, 'Asia/Jakarta')).toBe('Kemarin 05.01 PM');
  });

  it('shows dd/mm/yyyy and the time from two days on', () => {
    expect(formatChatTime(ago(2 * DAY), now, 'Asia/Jakarta')).toBe('03/03/2026 05.00 PM');
    expect(formatChatTime(new Date('2025-12-31T17:30:00Z'), now, 'Asia/Jakarta')).toBe('01/01/2026 12.30 AM');
  });

  it('formats the date and time in the given zone', () => {
    const createdAt = new Date('2026-03-01T23:15:00Z');
    expect(formatChatTime(createdAt, now, 'Asia/Jakarta')).toBe('02/03/2026 06.15 AM');
    expect(formatChatTime(createdAt, now, 'UTC')).toBe('01/03/2026 11.15 PM');
    expect(formatChatTime(createdAt, now, 'America/Los_Angeles')).toBe('01/03/2026 03.15 PM');
  });

  it('falls back to Asia/Jakarta for a missing or unknown zone', () => {
    const createdAt = new Date('2026-03-01T23:15:00Z');
    expect(formatChatTime(createdAt, now, undefined)).toBe('02/03/2026 06.15 AM');
    expect(formatChatTime(createdAt, now, 'Nowhere/Zone')).toBe('02/03/2026 06.15 AM');
  });

  it("reads a time slightly in the future (clock skew) as 'Baru saja'", () => {
    expect(formatChatTime(new Date(now.getTime() + 5_000), now, 'Asia/Jakarta')).toBe('Baru saja');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatChatTime(new Date('nonsense'), now, 'Asia/Jakarta')).toBe('');
  });
});

describe('formatChatClock and formatChatDate', () => {
  it.each([
    ['2026-03-05T17:00:00Z', '12.00 AM'],
    ['2026-03-05T05:00:00Z', '12.00 PM'],
    ['2026-03-05T05:59:00Z', '12.59 PM'],
    ['2026-03-05T06:05:00Z', '01.05 PM'],
    ['2026-03-05T16:59:00Z', '11.59 PM'],
  ])('%s in Jakarta is %s', (iso, expected) => {
    expect(formatChatClock(new Date(iso), 'Asia/Jakarta')).toBe(expected);
  });

  it('pads day and month', () => {
    expect(formatChatDate(new Date('2026-01-04T03:00:00Z'), 'Asia/Jakarta')).toBe('04/01/2026');
  });
});
