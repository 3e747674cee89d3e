import { describe, expect, it } from 'vitest';
import { shiftMessages } from './messages';
import { shiftLimits, shiftsBodySchema } from './schemas';

const errorsOf = (body: unknown) => {
  const result = shiftsBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('shiftsBodySchema', () => {
  it('takes a week with a shift to midnight and touching shifts, and sorts it Monday first', () => {
    const result = shiftsBodySchema.parse({
      shifts: [
        { counsellorId: 2, day: 0, start: '00:00', end: '06:00' },
        { counsellorId: 2, day: 6, start: '22:00', end: '00:00' },
        { counsellorId: 1, day: 1, start: '13:00', end: '17:00' },
        { counsellorId: 1, day: 1, start: '09:00', end: '13:00' },
      ],
    });
    expect(result.shifts.map((s) => `${s.day} ${s.start}`)).toEqual([
      '1 09:00',
      '1 13:00',
      '6 22:00',
      '0 00:00',
    ]);
  });

  it('refuses an end before the start, saying how to write a night shift', () => {
    expect(errorsOf({ shifts: [{ counsellorId: 1, day: 5, start: '22:00', end: '06:00' }] })).toEqual([
      shiftMessages.endBeforeStart('Jumat'),
    ]);
    expect(errorsOf({ shifts: [{ counsellorId: 1, day: 5, start: '10:00', end: '10:00' }] })).toEqual([
      shiftMessages.endBeforeStart('Jumat'),
    ]);
  });

  it("refuses overlapping shifts of one counsellor on one day, not another counsellor's", () => {
    expect(
      errorsOf({
        shifts: [
          { counsellorId: 1, day: 2, start: '09:00', end: '13:00' },
          { counsellorId: 2, day: 2, start: '10:00', end: '14:00' },
          { counsellorId: 1, day: 2, start: '12:00', end: '00:00' },
        ],
      }),
    ).toEqual([shiftMessages.overlap('Selasa', '09.00–13.00', '12.00–24.00')]);
  });

  it('refuses bad days, clocks, counsellors and too many shifts in Indonesian', () => {
    expect(errorsOf({ shifts: [{ counsellorId: 1, day: 7, start: '09:00', end: '10:00' }] })).toEqual([
      shiftMessages.dayInvalid,
    ]);
    expect(errorsOf({ shifts: [{ counsellorId: 1, day: 1, start: '9:00', end: '24:00' }] })).toEqual([
      shiftMessages.clockInvalid,
      shiftMessages.clockInvalid,
    ]);
    expect(errorsOf({ shifts: [{ counsellorId: 'x', day: 1, start: '09:00', end: '10:00' }] })).toEqual([
      shiftMessages.counsellorInvalid,
    ]);
    const many = Array.from({ length: shiftLimits.shiftsMax + 1 }, (_, i) => ({
      counsellorId: i + 1,
      day: 1,
      start: '09:00',
      end: '10:00',
    }));
    expect(errorsOf({ shifts: many })).toEqual([shiftMessages.tooMany(shiftLimits.shiftsMax)]);
  });
});
