import type { ReportQuery } from '@sehat/core/reports/schemas';

const dayMs = 24 * 60 * 60_000;

/** A date as 'YYYY-MM-DD' in the zone. */
export function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The last 30 days up to today, in the service's zone. */
export function defaultRange(now: Date, timeZone: string): ReportQuery {
  return { from: dateIn(new Date(now.getTime() - 29 * dayMs), timeZone), to: dateIn(now, timeZone) };
}
