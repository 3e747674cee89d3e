import { z } from 'zod';
import type { ServiceHours } from './schedule';
import { serviceHoursBodySchema } from './schemas';

/** The admin form's values: a day's times stay typed in while it is marked closed. */
export interface ServiceHoursFormValues {
  timezone: string;
  weekly: { day: number; open: boolean; from: string; to: string }[];
  closedDates: { date: string; note: string }[];
}

/** The times a day starts with when an admin opens it. */
const usualHours = { from: '09:00', to: '21:00' };

export function serviceHoursFormValues(hours: ServiceHours): ServiceHoursFormValues {
  return {
    timezone: hours.timezone,
    weekly: hours.weekly.map(({ day, open, close }) => ({
      day,
      open: open !== null,
      from: open ?? usualHours.from,
      to: close ?? usualHours.to,
    })),
    closedDates: hours.closedDates.map(({ date, note }) => ({ date, note: note ?? '' })),
  };
}

/** Where the body's rules put a message, in the form's names ('weekly.2.close' → 'weekly.2.to'). */
const formPath = (path: PropertyKey[]) =>
  path.map((part) => (part === 'open' ? 'from' : part === 'close' ? 'to' : part)) as (string | number)[];

/** The form checked by the API's own rules, each message under its field. */
export const serviceHoursFormSchema = z
  .object({
    timezone: z.string(),
    weekly: z.array(z.object({ day: z.number(), open: z.boolean(), from: z.string(), to: z.string() })),
    closedDates: z.array(z.object({ date: z.string(), note: z.string() })),
  })
  .transform((form, ctx) => {
    const parsed = serviceHoursBodySchema.safeParse({
      timezone: form.timezone,
      weekly: form.weekly.map(({ day, open, from, to }) =>
        open ? { day, open: from, close: to } : { day, open: null, close: null },
      ),
      closedDates: form.closedDates,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: formPath(issue.path) });
    }
    return z.NEVER;
  });
