import { describe, expect, it, vi } from 'vitest';
import { forumRelativeTime, wasEdited } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('forumRelativeTime', () => {
  it.each([
    ['0 s', 0, 'Baru saja'],
    ['59 s', 59 * SECOND, 'Baru saja'],
    ['1 min', MINUTE, '1m'],
    ['59 min 59 s', HOUR - SECOND, '59m'],
    ['1 h', HOUR, '1j'],
    ['23 h 59 min', DAY - MINUTE, '23j'],
    ['24 h', DAY, 'Kemarin'],
    ['47 h', 47 * HOUR, 'Kemarin'],
  ])('%s ago → %s', (_label, ms, expected) => {
    expect(forumRelativeTime(ago(ms), now, 'Asia/Jakarta')).toBe(expected);
  });

  it('shows the date from two days on, in the viewer’s zone', () => {
    expect(forumRelativeTime('2026-03-08T12:00:00Z', now, 'Asia/Jakarta')).toBe('8 Mar 2026');
    // 20:00 UTC on the 5th is already the 6th in Jakarta (UTC+7).
    expect(forumRelativeTime('2026-03-05T20:00:00Z', now, 'Asia/Jakarta')).toBe('6 Mar 2026');
    expect(forumRelativeTime('2025-12-31T00:00:00Z', now, 'UTC')).toBe('31 Des 2025');
  });

  it('builds one date formatter per zone for a page of older items', () => {
    const Original = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function build(
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new Original(...args);
    });
    const dates = ['2026-02-01T00:00:00Z', '2026-02-02T00:00:00Z', '2026-02-03T00:00:00Z'];
    expect(dates.map((date) => forumRelativeTime(date, now, 'Asia/Makassar'))).toEqual([
      '1 Feb 2026',
      '2 Feb 2026',
      '3 Feb 2026',
    ]);
    expect(built).toHaveBeenCalledTimes(1);
    built.mockRestore();
  });

  it('reads a slightly future time (clock skew) as just now', () => {
    expect(forumRelativeTime(ago(-5 * MINUTE), now)).toBe('Baru saja');
  });

  it('accepts a Date and returns an empty string for garbage', () => {
    expect(forumRelativeTime(new Date(now.getTime() - 3 * MINUTE), now)).toBe('3m');
    expect(forumRelativeTime('kemarin sore', now)).toBe('');
  });
});

describe('wasEdited', () => {
  it('is false when updatedAt equals createdAt, true when it differs', () => {
    expect(wasEdited({ createdAt: '2026-03-10T12:00:00.000Z', updatedAt: '2026-03-10T12:00:00Z' })).toBe(
      false,
    );
    expect(wasEdited({ createdAt: '2026-03-10T12:00:00Z', updatedAt: '2026-03-10T12:00:00.001Z' })).toBe(
      true,
    );
  });
});
