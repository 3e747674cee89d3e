import { forumTimeLabels } from './messages';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// A page of older questions formats a date per card: one formatter per zone, built once, since
// building one costs far more than formatting with it.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * The forum's short time (spec §9): under a minute 'Baru saja', under an hour '5m', under a
 * day '3j', one to two days ago 'Kemarin', older the date in Indonesian ('5 Mar 2026').
 * A time slightly in the future (clock skew) reads as 'Baru saja'. '' when invalid.
 */
export function forumRelativeTime(
  timestamp: string | Date,
  now: Date = new Date(),
  timeZone?: string,
): string {
  const time = new Date(timestamp);
  if (Number.isNaN(time.getTime())) return '';
  const elapsed = now.getTime() - time.getTime();
  if (elapsed < MINUTE_MS) return forumTimeLabels.justNow;
  if (elapsed < HOUR_MS) return forumTimeLabels.minutes(Math.floor(elapsed / MINUTE_MS));
  if (elapsed < DAY_MS) return forumTimeLabels.hours(Math.floor(elapsed / HOUR_MS));
  if (elapsed < 2 * DAY_MS) return forumTimeLabels.yesterday;
  return dateFormatFor(timeZone).format(time);
}

/** Whether to show '(diperbarui ...)': the item changed after it was created. */
export function wasEdited(item: { createdAt: string; updatedAt: string }): boolean {
  return new Date(item.updatedAt).getTime() !== new Date(item.createdAt).getTime();
}
