import { fallbackTimeZone } from '../chat/limits';
import { addDays, instantAt, isoDate, isoWeekday, wallClock, type LocalDate } from './local-calendar';

/** One weekday's hours: both times 'HH:MM', or both null when closed that day. */
export interface WeeklyHours {
  /** ISO 8601 weekday: 1 Monday … 7 Sunday. */
  day: number;
  open: string | null;
  /** Exclusive; '00:00' after a later opening means midnight at the end of that day. */
  close: string | null;
}

export interface ClosedDate {
  /** 'YYYY-MM-DD' on the service's clock. */
  date: string;
  note: string | null;
}

/** When the counsellors are on duty: a weekly timetable, closed dates and the clock they follow. */
export interface ServiceHours {
  /** An IANA zone. */
  timezone: string;
  /** Monday first, one entry a day. */
  weekly: WeeklyHours[];
  /** Sorted by date. */
  closedDates: ClosedDate[];
}

/** The spec's hours (§9): every day 09:00–21:00, Asia/Jakarta, no closed dates. */
export const defaultServiceHours: ServiceHours = {
  timezone: fallbackTimeZone,
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '09:00', close: '21:00' })),
  closedDates: [],
};

/** Minutes past midnight of an 'HH:MM' time. */
export function minuteOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** An opening on one day, in minutes past its midnight: `from` inclusive, `to` exclusive. */
export interface Opening {
  from: number;
  to: number;
}

/** The day's opening as minutes; a close of '00:00' is the end of the day. */
export function openingOf(hours: Pick<WeeklyHours, 'open' | 'close'>): Opening | null {
  if (hours.open === null || hours.close === null) return null;
  const to = minuteOf(hours.close);
  return { from: minuteOf(hours.open), to: to === 0 ? 24 * 60 : to };
}

/** A closed weekday or a closed date is shut all day; the rest keep their weekly hours. */
function openingOn(hours: ServiceHours, closed: ReadonlySet<string>, date: LocalDate): Opening | null {
  if (closed.has(isoDate(date))) return null;
  const weekly = hours.weekly.find((entry) => entry.day === isoWeekday(date));
  return weekly ? openingOf(weekly) : null;
}

/** When the opening `now` falls in ends (its closing time), or null while the service is closed. */
export function openUntil(hours: ServiceHours, now: Date): Date | null {
  const closed = new Set(hours.closedDates.map((entry) => entry.date));
  const { date, minute } = wallClock(now, hours.timezone);
  const opening = openingOn(hours, closed, date);
  if (!opening || minute < opening.from || minute >= opening.to) return null;
  return instantAt(date, opening.to, hours.timezone);
}

/** The next opening: when, on which day of the service's calendar, and that day's hours. */
export interface NextOpening extends Opening {
  at: Date;
  date: LocalDate;
}

export interface ServiceStatus {
  open: boolean;
  /** Null while open, and when no day in the coming two years opens. */
  nextOpening: NextOpening | null;
}

/** Far enough to pass 100 closed dates on a service open one day a week. */
const horizonDays = 800;

/**
 * Whether the service is open at `now` on its own clock, and if not, when it opens next
 * (closed dates and closed weekdays skipped).
 */
export function serviceStatus(hours: ServiceHours, now: Date): ServiceStatus {
  const closed = new Set(hours.closedDates.map((entry) => entry.date));
  const { date: today, minute } = wallClock(now, hours.timezone);
  const current = openingOn(hours, closed, today);
  if (current && minute >= current.from && minute < current.to) return { open: true, nextOpening: null };
  for (let offset = 0; offset <= horizonDays; offset += 1) {
    const date = addDays(today, offset);
    const opening = openingOn(hours, closed, date);
    if (!opening || (offset === 0 && minute >= opening.from)) continue;
    return {
      open: false,
      nextOpening: { ...opening, date, at: instantAt(date, opening.from, hours.timezone) },
    };
  }
  return { open: false, nextOpening: null };
}
