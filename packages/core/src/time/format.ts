import { fallbackTimeZone } from '../chat/limits';
import { partsToClock, type ZonedParts } from '../chat/time-zone';
import { monthNames, timeWords } from './messages';

/**
 * The one way a time is shown to a person (issue 48 item 3, ADR 216), in named styles, each
 * with one spelling:
 * - `formatDate` '28 November 2026', `formatDateTime` '28 November 2026 pukul 17.34';
 * - `formatAxisDate` '28 Nov', only where a chart's axis has no room for more;
 * - `formatCalendarDate` a stored 'YYYY-MM-DD' day as `formatDate` spells it;
 * - `formatDuration` '45 detik', '11 menit', '2 jam 5 menit';
 * - the spec's own (§9): `formatChatTime` for chat messages ('7 menit yang lalu', then the
 *   12-hour clock), `formatForumTime` for the forum ('5m', '3j').
 * `timeZone` is an IANA zone; without one, this runtime's own (the viewer's, in a browser).
 * Machine-readable values (APIs, `<time dateTime>`, CSV days) stay ISO and never come here.
 */

export type TimeValue = string | Date;

// Building an Intl formatter costs milliseconds, so one per zone is built on its first use,
// never while a screen's chunk is evaluated during hydration (ADR 91).
const partFormats = new Map<string, Intl.DateTimeFormat>();

const partsOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
};

function partsFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = partFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { ...partsOptions, timeZone });
    } catch {
      // A zone this runtime does not know: the spec's fallback (Asia/Jakarta).
      format = new Intl.DateTimeFormat('en-US', { ...partsOptions, timeZone: fallbackTimeZone });
    }
    partFormats.set(key, format);
  }
  return format;
}

function instantOf(value: TimeValue): Date | null {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

function wallClock(instant: Date, timeZone: string | undefined): ZonedParts {
  return partsToClock(partsFormat(timeZone).formatToParts(instant));
}

const pad = (value: number) => String(value).padStart(2, '0');
const dayText = ({ year, month, day }: Pick<ZonedParts, 'year' | 'month' | 'day'>) =>
  `${day} ${monthNames[month - 1]} ${year}`;

/** '28 November 2026'; '' when `value` is no time. */
export function formatDate(value: TimeValue, timeZone?: string): string {
  const instant = instantOf(value);
  return instant ? dayText(wallClock(instant, timeZone)) : '';
}

/** '28 November 2026 pukul 17.34' (24-hour clock, as Indonesian writes it); '' when invalid. */
export function formatDateTime(value: TimeValue, timeZone?: string): string {
  const instant = instantOf(value);
  if (!instant) return '';
  const clock = wallClock(instant, timeZone);
  return timeWords.at(dayText(clock), `${pad(clock.hour)}.${pad(clock.minute)}`);
}

/** '28 Nov', for a chart's axis; '' when invalid. */
export function formatAxisDate(value: TimeValue, timeZone?: string): string {
  const instant = instantOf(value);
  if (!instant) return '';
  const { month, day } = wallClock(instant, timeZone);
  return `${day} ${monthNames[month - 1]!.slice(0, 3)}`;
}

/** A calendar day stored as 'YYYY-MM-DD' (no zone: it is already the service's day). */
export function formatCalendarDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return '';
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 ? dayText({ year, month, day }) : '';
}

/** A length of time: '45 detik' under a minute, '11 menit' under an hour, '2 jam 5 menit'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return timeWords.seconds(whole);
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return timeWords.minutes(minutes);
  const rest = minutes % 60;
  const hours = timeWords.hours(Math.floor(minutes / 60));
  return rest === 0 ? hours : `${hours} ${timeWords.minutes(rest)}`;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The chat's clock in 12-hour form as id-ID writes it, e.g. '02.05 PM' (spec §9). */
export function formatChatClock(instant: Date, timeZone?: string | null): string {
  const { hour, minute } = wallClock(instant, timeZone ?? fallbackTimeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${pad(hour12)}.${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The chat's date and clock (spec §9): '28/11/2026 05.45 PM'. */
export function formatChatDateTime(instant: Date, timeZone?: string | null): string {
  const { year, month, day } = wallClock(instant, timeZone ?? fallbackTimeZone);
  return `${pad(day)}/${pad(month)}/${year} ${formatChatClock(instant, timeZone)}`;
}

/**
 * A chat message's time relative to `now` (spec §9): under a minute 'Baru saja', under an hour
 * 'N menit yang lalu', under a day 'N jam yang lalu', one whole day 'Kemarin' plus the time,
 * older the date plus the time. A time slightly ahead of `now` (clock skew) reads 'Baru saja'.
 */
export function formatChatTime(createdAt: Date, now: Date, timeZone?: string | null): string {
  const elapsed = now.getTime() - createdAt.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE_MS) return timeWords.justNow;
  if (elapsed < HOUR_MS) return timeWords.minutesAgo(Math.floor(elapsed / MINUTE_MS));
  if (elapsed < DAY_MS) return timeWords.hoursAgo(Math.floor(elapsed / HOUR_MS));
  if (Math.floor(elapsed / DAY_MS) === 1)
    return `${timeWords.yesterday} ${formatChatClock(createdAt, timeZone)}`;
  return formatChatDateTime(createdAt, timeZone);
}

/**
 * The forum's short time (spec §9): under a minute 'Baru saja', under an hour '5m', under a
 * day '3j', one to two days ago 'Kemarin', older the date as `formatDate` spells it. A time
 * slightly in the future (clock skew) reads 'Baru saja'; '' when invalid.
 */
export function formatForumTime(value: TimeValue, now: Date = new Date(), timeZone?: string): string {
  const instant = instantOf(value);
  if (!instant) return '';
  const elapsed = now.getTime() - instant.getTime();
  if (elapsed < MINUTE_MS) return timeWords.justNow;
  if (elapsed < HOUR_MS) return timeWords.minutesShort(Math.floor(elapsed / MINUTE_MS));
  if (elapsed < DAY_MS) return timeWords.hoursShort(Math.floor(elapsed / HOUR_MS));
  if (elapsed < 2 * DAY_MS) return timeWords.yesterday;
  return formatDate(instant, timeZone);
}
