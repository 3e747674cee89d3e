import { spanText } from '../service-hours/describe';
import { isoWeekday, wallClock } from '../service-hours/local-calendar';
import { minuteOf } from '../service-hours/schedule';
import { weekdayNames } from '../time/messages';

/**
 * One weekly shift: `day` 0 Sunday … 6 Saturday (as JavaScript's getDay and PostgreSQL's dow
 * count), `start` and `end` 'HH:MM' on the service's clock; an `end` of '00:00' is midnight at
 * the end of that day (ADR 232).
 */
export interface Shift {
  counsellorId: number;
  day: number;
  start: string;
  end: string;
}

export const shiftDays = [1, 2, 3, 4, 5, 6, 0] as const;

/** The day's Indonesian name ('Senin' for 1, 'Minggu' for 0). */
export function shiftDayName(day: number): string {
  return weekdayNames[day === 0 ? 7 : day]!;
}

/** The shift's minutes past its day's midnight: `from` inclusive, `to` exclusive (1440 at midnight). */
export function shiftMinutes({ start, end }: Pick<Shift, 'start' | 'end'>): { from: number; to: number } {
  const to = minuteOf(end);
  return { from: minuteOf(start), to: to === 0 ? 24 * 60 : to };
}

/** As Indonesian writes it: '22.00–24.00'. */
export function shiftSpan(shift: Pick<Shift, 'start' | 'end'>): string {
  return spanText(shiftMinutes(shift));
}

/** 'HH:MM' of minutes past midnight; 1440, the end of the day, is '00:00'. */
export function shiftClock(minute: number): string {
  return `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The day (0 Sunday … 6 Saturday) and minute of that day on `timeZone`'s clock at `instant`. */
export function shiftMoment(instant: Date, timeZone: string): { day: number; minute: number } {
  const { date, minute } = wallClock(instant, timeZone);
  return { day: isoWeekday(date) % 7, minute };
}

/** Monday first, then by start, then by counsellor: the order the API answers and the screen lists. */
export function compareShifts(a: Shift, b: Shift): number {
  return (
    ((a.day + 6) % 7) - ((b.day + 6) % 7) ||
    minuteOf(a.start) - minuteOf(b.start) ||
    a.counsellorId - b.counsellorId
  );
}

/**
 * The coverage report's `staffed`: for each hour of the day, the counsellors on shift in it
 * averaged over the dates ('YYYY-MM-DD', the service's calendar). A counsellor on shift the
 * whole hour counts 1, for half of it 0.5; rounded to one decimal.
 */
export function staffedByHour(shifts: readonly Shift[], dates: readonly string[]): number[] {
  const minutes = Array.from({ length: 24 }, () => 0);
  for (const date of dates) {
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const shift of shifts) {
      if (shift.day !== day) continue;
      const { from, to } = shiftMinutes(shift);
      for (let hour = Math.floor(from / 60); hour * 60 < to; hour += 1) {
        minutes[hour]! += Math.min(to, hour * 60 + 60) - Math.max(from, hour * 60);
      }
    }
  }
  return minutes.map((total) => (dates.length === 0 ? 0 : Math.round((total / 60 / dates.length) * 10) / 10));
}
