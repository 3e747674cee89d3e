import { z } from 'zod';
import { isCalendarDate } from '../service-hours/schemas';
import { text } from '../validation/text';
import { reportMessages } from './messages';

export const reportLimits = {
  /** The longest range one report covers. */
  rangeDaysMax: 366,
  /** With no counsellor reply this long after it began, a request counts as abandoned. */
  abandonedAfterMs: 24 * 60 * 60_000,
} as const;

const dayMs = 24 * 60 * 60_000;
const date = text({ required: reportMessages.dateInvalid, invalid: reportMessages.dateInvalid }).refine(
  isCalendarDate,
  {
    error: reportMessages.dateInvalid,
  },
);

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

/** Every date from `from` to `to`, 'YYYY-MM-DD'. */
export function datesBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: daysBetween(from, to) }, (_, index) =>
    new Date(start + index * dayMs).toISOString().slice(0, 10),
  );
}

/** Query of `GET /api/admin/reports/chat` and of its CSV. */
export const reportQuerySchema = z
  .object({ from: date, to: date })
  .refine(({ from, to }) => from <= to, { error: reportMessages.rangeReversed, path: ['to'] })
  .refine(({ from, to }) => daysBetween(from, to) <= reportLimits.rangeDaysMax, {
    error: reportMessages.rangeTooLong(reportLimits.rangeDaysMax),
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const count = z.number().int();
const figuresShape = {
  conversations: count,
  firstResponse: z.object({ p50Seconds: z.number().nullable(), p90Seconds: z.number().nullable() }),
  withinTarget: count,
  abandoned: count,
  risky: count,
  rating: z.object({ average: z.number().nullable(), count }),
  display: z.object({
    conversations: z.string(),
    withinTarget: z.string(),
    abandoned: z.string(),
    risky: z.string(),
    ratingCount: z.string(),
  }),
};

export const chatReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  ...figuresShape,
  byDay: z.array(z.object({ date: z.string(), ...figuresShape })),
  byHour: z.array(z.object({ hour: z.number().int(), ...figuresShape })),
});
export type ChatReport = z.infer<typeof chatReportSchema>;
