import { fallbackTimeZone } from './limits';

/** The IANA zone if this runtime knows it, else the spec's fallback (Asia/Jakarta). */
export function resolveTimeZone(candidate: string | null | undefined): string {
  if (!candidate) return fallbackTimeZone;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: candidate }).resolvedOptions().timeZone;
  } catch {
    return fallbackTimeZone;
  }
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The numbers of an en-US, h23 `formatToParts` answer. */
export function partsToClock(parts: readonly Intl.DateTimeFormatPart[]): ZonedParts {
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    // Some engines print midnight as 24 even with h23.
    hour: value('hour') % 24,
    minute: value('minute'),
  };
}

/** The wall-clock date and time of `instant` in `timeZone` (an unknown zone falls back). */
export function zonedParts(instant: Date, timeZone: string | null | undefined): ZonedParts {
  return partsToClock(formatterFor(resolveTimeZone(timeZone)).formatToParts(instant));
}
