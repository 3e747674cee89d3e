import { chatMessages } from './messages';
import { zonedParts } from './time-zone';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const pad = (value: number) => String(value).padStart(2, '0');

/** The clock time in 12-hour form as id-ID writes it, e.g. '02.05 PM' (spec §9). */
export function formatChatClock(instant: Date, timeZone?: string | null): string {
  const { hour, minute } = zonedParts(instant, timeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${pad(hour12)}.${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The date as id-ID writes it, dd/mm/yyyy. */
export function formatChatDate(instant: Date, timeZone?: string | null): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${pad(day)}/${pad(month)}/${year}`;
}

/**
 * A chat message's time relative to `now` (spec §9): under a minute 'Baru saja', under an hour
 * 'N menit yang lalu', under a day 'N jam yang lalu', one whole day 'Kemarin' plus the time,
 * older the date plus the time. A time slightly ahead of `now` (clock skew) reads 'Baru saja'.
 */
export function formatChatTime(createdAt: Date, now: Date, timeZone?: string | null): string {
  const elapsed = now.getTime() - createdAt.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE_MS) return chatMessages.justNow;
  if (elapsed < HOUR_MS) return chatMessages.minutesAgo(Math.floor(elapsed / MINUTE_MS));
  if (elapsed < DAY_MS) return chatMessages.hoursAgo(Math.floor(elapsed / HOUR_MS));
  const clock = formatChatClock(createdAt, timeZone);
  if (Math.floor(elapsed / DAY_MS) === 1) return `${chatMessages.yesterday} ${clock}`;
  return `${formatChatDate(createdAt, timeZone)} ${clock}`;
}
