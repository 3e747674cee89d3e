import { z } from 'zod';
import { text } from '../validation/text';
import { formatCalendarDate } from '../time/format';
import { weekdayNames } from '../time/messages';
import { serviceHoursMessages } from './messages';
import { minuteOf } from './schedule';

export const serviceHoursLimits = { closedDatesMax: 100, noteMax: 100 } as const;

const clock = text({ invalid: serviceHoursMessages.clockInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: serviceHoursMessages.clockInvalid,
});

/** A real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The zone's canonical IANA name if this runtime knows it, else null. */
export function canonicalTimeZone(candidate: string): string | null {
  if (candidate.trim() === '') return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: candidate }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const weeklyHoursSchema = z.object({
  day: z.number().int().min(1).max(7),
  open: clock.nullable(),
  close: clock.nullable(),
});

const closedDateSchema = z.object({
  date: text({ invalid: serviceHoursMessages.dateInvalid }).refine(isCalendarDate, {
    error: serviceHoursMessages.dateInvalid,
  }),
  note: text()
    .trim()
    .max(serviceHoursLimits.noteMax, { error: serviceHoursMessages.noteTooLong(serviceHoursLimits.noteMax) })
    .nullish()
    .transform((note) => note || null),
});

/**
 * `PUT /api/admin/service-hours`: the whole schedule. Each weekday once, open and close both
 * set (close after open; '00:00' closes at midnight) or both null; closed dates unique. The
 * output is sorted: weekdays Monday first, dates oldest first.
 */
export const serviceHoursBodySchema = z
  .object({
    timezone: text({ invalid: serviceHoursMessages.timezoneInvalid }).transform((zone, ctx) => {
      const canonical = canonicalTimeZone(zone);
      if (canonical) return canonical;
      ctx.addIssue({ code: 'custom', message: serviceHoursMessages.timezoneInvalid });
      return z.NEVER;
    }),
    weekly: z.array(weeklyHoursSchema).length(7, { error: serviceHoursMessages.weeklyIncomplete }),
    closedDates: z.array(closedDateSchema).max(serviceHoursLimits.closedDatesMax, {
      error: serviceHoursMessages.tooManyDates(serviceHoursLimits.closedDatesMax),
    }),
  })
  .superRefine(({ weekly, closedDates }, ctx) => {
    if (new Set(weekly.map((entry) => entry.day)).size !== 7) {
      ctx.addIssue({ code: 'custom', message: serviceHoursMessages.weeklyIncomplete, path: ['weekly'] });
    }
    weekly.forEach((entry, index) => {
      const day = weekdayNames[entry.day]!;
      if ((entry.open === null) !== (entry.close === null)) {
        const missing = entry.open === null ? 'open' : 'close';
        ctx.addIssue({
          code: 'custom',
          message: serviceHoursMessages.hoursIncomplete(day),
          path: ['weekly', index, missing],
        });
      } else if (entry.open !== null && entry.close !== null && entry.close !== '00:00') {
        if (minuteOf(entry.close) <= minuteOf(entry.open)) {
          ctx.addIssue({
            code: 'custom',
            message: serviceHoursMessages.closeBeforeOpen(day),
            path: ['weekly', index, 'close'],
          });
        }
      }
    });
    const seen = new Set<string>();
    closedDates.forEach(({ date }, index) => {
      if (seen.has(date)) {
        ctx.addIssue({
          code: 'custom',
          message: serviceHoursMessages.dateTwice(formatCalendarDate(date)),
          path: ['closedDates', index, 'date'],
        });
      }
      seen.add(date);
    });
  })
  .transform((body) => ({
    timezone: body.timezone,
    weekly: [...body.weekly].sort((a, b) => a.day - b.day),
    closedDates: [...body.closedDates].sort((a, b) => a.date.localeCompare(b.date)),
  }));
export type ServiceHoursBody = z.input<typeof serviceHoursBodySchema>;

/** `GET /api/chat/service-hours` and the PUT's answer: the schedule and what it says now. */
export const serviceHoursResponseSchema = z.object({
  timezone: z.string(),
  weekly: z.array(
    z.object({ day: z.number().int(), open: z.string().nullable(), close: z.string().nullable() }),
  ),
  closedDates: z.array(z.object({ date: z.string(), note: z.string().nullable() })),
  open: z.boolean(),
  nextOpenAt: z.string().nullable(),
});
export type ServiceHoursResponse = z.infer<typeof serviceHoursResponseSchema>;
