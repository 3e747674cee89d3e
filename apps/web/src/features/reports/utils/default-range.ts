import type { ReportQuery } from '@sehat/core/reports/schemas';
import { dateIn } from '@sehat/core/time/date-in';

const dayMs = 24 * 60 * 60_000;

/** The last 30 days up to today, in the service's zone. */
export function defaultRange(now: Date, timeZone: string): ReportQuery {
  return { from: dateIn(new Date(now.getTime() - 29 * dayMs), timeZone), to: dateIn(now, timeZone) };
}
