import { describe, expect, it } from 'vitest';
import { compareShifts, shiftDayName, shiftMoment, staffedByHour, type Shift } from './week';

const shift = (day: number, start: string, end: string, counsellorId = 1): Shift => ({
  counsellorId,
  day,
  start,
  end,
});

describe('shiftMoment', () => {
  it("reads the day (0 Sunday) and minute on the service's clock, not UTC's", () => {
    // Saturday 18:30 UTC is Sunday 01:30 in Jakarta.
    expect(shiftMoment(new Date('2026-11-28T18:30:00Z'), 'Asia/Jakarta')).toEqual({ day: 0, minute: 90 });
    expect(shiftMoment(new Date('2026-11-30T02:00:00Z'), 'Asia/Jakarta')).toEqual({ day: 1, minute: 540 });
  });
});

describe('shiftDayName and compareShifts', () => {
  it('names 0 Minggu and sorts Monday first, then by start', () => {
    expect(shiftDayName(0)).toBe('Minggu');
    expect(shiftDayName(1)).toBe('Senin');
    const sorted = [
      shift(0, '08:00', '12:00'),
      shift(1, '13:00', '17:00'),
      shift(1, '08:00', '12:00', 2),
    ].sort(compareShifts);
    expect(sorted.map((s) => [s.day, s.start])).toEqual([
      [1, '08:00'],
      [1, '13:00'],
      [0, '08:00'],
    ]);
  });
});

describe('staffedByHour', () => {
  // 2026-11-30 is a Monday, 2026-12-01 a Tuesday.
  it('averages the counsellors on shift in each hour over the dates, counting part hours', () => {
    const shifts = [
      shift(1, '09:00', '11:30', 1),
      shift(1, '10:00', '12:00', 2),
      shift(2, '22:00', '00:00', 1),
    ];
    const staffed = staffedByHour(shifts, ['2026-11-30', '2026-12-01']);
    expect(staffed).toHaveLength(24);
    expect(staffed[9]).toBe(0.5); // one counsellor on Monday, nobody on Tuesday
    expect(staffed[10]).toBe(1); // two on Monday
    expect(staffed[11]).toBe(0.8); // 1.5 on Monday: 0.75, rounded
    expect(staffed[23]).toBe(0.5); // the Tuesday shift to midnight
    expect(staffed[0]).toBe(0); // the gap after midnight
  });

  it('is all zero for no dates or no shifts', () => {
    expect(staffedByHour([shift(1, '09:00', '10:00')], [])).toEqual(Array(24).fill(0));
    expect(staffedByHour([], ['2026-11-30'])).toEqual(Array(24).fill(0));
  });
});
