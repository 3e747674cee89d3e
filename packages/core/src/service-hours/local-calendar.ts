import { zonedParts } from '../chat/time-zone';

/** A calendar day on a zone's wall clock. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** 'YYYY-MM-DD', the form closed dates are stored in. */
export function isoDate({ year, month, day }: LocalDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day `days` after `date` (calendar arithmetic, no zone involved). */
export function addDays({ year, month, day }: LocalDate, days: number): LocalDate {
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** ISO 8601 weekday: 1 Monday … 7 Sunday. */
export function isoWeekday({ year, month, day }: LocalDate): number {
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

/** The calendar day and the minute of that day on `timeZone`'s clock at `instant`. */
export function wallClock(instant: Date, timeZone: string): { date: LocalDate; minute: number } {
  const { year, month, day, hour, minute } = zonedParts(instant, timeZone);
  return { date: { year, month, day }, minute: hour * 60 + minute };
}

/** How far `timeZone`'s clock is ahead of UTC at `instantMs`, in milliseconds (whole minutes). */
function offsetAt(instantMs: number, timeZone: string): number {
  const { date, minute } = wallClock(new Date(instantMs), timeZone);
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minute);
  return wall - Math.floor(instantMs / 60_000) * 60_000;
}

/**
 * The instant at which `timeZone`'s clock shows `minute` past midnight on `date`. The zone's
 * offset comes from Intl (its rules, not a fixed number); asked twice, so a date whose offset
 * differs from the guess's (daylight saving) lands right. A time a clock change skips lands
 * just after the change.
 */
export function instantAt(date: LocalDate, minute: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minute);
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}
