import { describe, expect, it, vi } from 'vitest';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** The module fresh, so its per-zone formatters start unbuilt. */
const fresh = async () => {
  vi.resetModules();
  return import('./format');
};
const {
  formatAxisDate,
  formatCalendarDate,
  formatChatClock,
  formatChatDateTime,
  formatChatTime,
  formatDate,
  formatDateTime,
  formatDuration,
  formatForumTime,
} = await fresh();

describe('formatDate', () => {
  it('spells the day, the whole month and the year, on the given clock', () => {
    expect(formatDate('2026-11-28T10:34:00Z', 'Asia/Jakarta')).toBe('28 November 2026');
    // 20:00 UTC on the 5th is already the 6th in Jakarta.
    expect(formatDate(new Date('2026-03-05T20:00:00Z'), 'Asia/Jakarta')).toBe('6 Maret 2026');
    expect(formatDate('2026-03-05T20:00:00Z', 'UTC')).toBe('5 Maret 2026');
  });

  it("uses this runtime's zone without one, and is '' for garbage", () => {
    const local = new Date(2026, 7, 17, 12);
    expect(formatDate(local)).toBe('17 Agustus 2026');
    expect(formatDate('bukan tanggal')).toBe('');
  });
});

describe('formatDateTime', () => {
  it("adds 'pukul' and the 24-hour clock with a dot", () => {
    expect(formatDateTime('2026-11-28T10:34:00Z', 'Asia/Jakarta')).toBe('28 November 2026 pukul 17.34');
    expect(formatDateTime('2026-11-28T17:05:00Z', 'Asia/Jakarta')).toBe('29 November 2026 pukul 00.05');
    expect(formatDateTime('2026-11-28T10:34:00Z', 'Asia/Jayapura')).toBe('28 November 2026 pukul 19.34');
    expect(formatDateTime('x')).toBe('');
  });
});

describe('formatAxisDate', () => {
  it('shortens the month to three letters', () => {
    expect(formatAxisDate('2026-08-03T05:00:00Z', 'Asia/Jakarta')).toBe('3 Agu');
    expect(formatAxisDate('2026-12-24T05:00:00Z', 'Asia/Jakarta')).toBe('24 Des');
    expect(formatAxisDate('x')).toBe('');
  });
});

describe('formatCalendarDate', () => {
  it('spells a stored day as formatDate does, whatever the zone', () => {
    expect(formatCalendarDate('2026-11-28')).toBe('28 November 2026');
    expect(formatCalendarDate('2026-13-01')).toBe('');
    expect(formatCalendarDate('28/11/2026')).toBe('');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 detik'],
    [45, '45 detik'],
    [60, '1 menit'],
    [11 * 60 + 20, '11 menit'],
    [59 * 60 + 40, '1 jam'],
    [2 * 3600 + 5 * 60, '2 jam 5 menit'],
  ])('%i s is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('formatChatTime (spec §9)', () => {
  const now = new Date('2026-03-05T10:00:00Z'); // 17:00 in Jakarta
  const ago = (ms: number) => new Date(now.getTime() - ms);

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

  it('shows dd/mm/yyyy and the time from two days on, in the given zone', () => {
    expect(formatChatTime(ago(2 * DAY), now, 'Asia/Jakarta')).toBe('03/03/2026 05.00 PM');
    expect(formatChatTime(new Date('2025-12-31T17:30:00Z'), now, 'Asia/Jakarta')).toBe('01/01/2026 12.30 AM');
    const createdAt = new Date('2026-03-01T23:15:00Z');
    expect(formatChatTime(createdAt, now, 'UTC')).toBe('01/03/2026 11.15 PM');
    expect(formatChatTime(createdAt, now, 'America/Los_Angeles')).toBe('01/03/2026 03.15 PM');
  });

  it('falls back to Asia/Jakarta for a missing or unknown zone', () => {
    const createdAt = new Date('2026-03-01T23:15:00Z');
    expect(formatChatTime(createdAt, now, undefined)).toBe('02/03/2026 06.15 AM');
    expect(formatChatTime(createdAt, now, 'Nowhere/Zone')).toBe('02/03/2026 06.15 AM');
  });

  it("reads clock skew as 'Baru saja' and garbage as ''", () => {
    expect(formatChatTime(new Date(now.getTime() + 5_000), now, 'Asia/Jakarta')).toBe('Baru saja');
    expect(formatChatTime(new Date('nonsense'), now, 'Asia/Jakarta')).toBe('');
  });

  it.each([
    ['2026-03-05T17:00:00Z', '12.00 AM'],
    ['2026-03-05T05:00:00Z', '12.00 PM'],
    ['2026-03-05T06:05:00Z', '01.05 PM'],
    ['2026-03-05T16:59:00Z', '11.59 PM'],
  ])('%s in Jakarta is %s on the 12-hour clock', (iso, expected) => {
    expect(formatChatClock(new Date(iso), 'Asia/Jakarta')).toBe(expected);
  });

  it('pads day and month in the full chat time', () => {
    expect(formatChatDateTime(new Date('2026-01-04T03:00:00Z'), 'Asia/Jakarta')).toBe('04/01/2026 10.00 AM');
  });
});

describe('formatForumTime (spec §9)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it.each([
    [0, 'Baru saja'],
    [59_000, 'Baru saja'],
    [MIN, '1m'],
    [HOUR - 1000, '59m'],
    [HOUR, '1j'],
    [DAY - MIN, '23j'],
    [DAY, 'Kemarin'],
    [47 * HOUR, 'Kemarin'],
    [-5 * MIN, 'Baru saja'],
  ])('%i ms ago → %s', (ms, expected) => {
    expect(formatForumTime(ago(ms), now, 'Asia/Jakarta')).toBe(expected);
  });

  it('shows the date as formatDate spells it from two days on', () => {
    expect(formatForumTime('2026-03-05T20:00:00Z', now, 'Asia/Jakarta')).toBe('6 Maret 2026');
    expect(formatForumTime(new Date('2025-12-31T00:00:00Z'), now, 'UTC')).toBe('31 Desember 2025');
    expect(formatForumTime('kemarin sore', now)).toBe('');
  });
});

describe('the formatters', () => {
  it('build one Intl formatter per zone, on first use, not when the module loads', async () => {
    const Original = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function build(
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new Original(...args);
    });
    const module = await fresh();
    expect(built).not.toHaveBeenCalled();
    module.formatDate('2026-02-01T00:00:00Z', 'UTC');
    module.formatDateTime('2026-02-02T00:00:00Z', 'UTC');
    module.formatForumTime('2026-02-03T00:00:00Z', new Date('2026-03-10T12:00:00Z'), 'UTC');
    expect(built).toHaveBeenCalledTimes(1);
    built.mockRestore();
  });
});
