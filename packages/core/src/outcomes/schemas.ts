import { z } from 'zod';
import { isCalendarDate } from '../service-hours/schemas';
import { text } from '../validation/text';
import { reportMessages } from '../reports/messages';

const date = text({ invalid: reportMessages.dateInvalid }).refine(isCalendarDate, {
  error: reportMessages.dateInvalid,
});

/** Query of `GET /api/outcomes`: a date range; without one, the quarter of today. */
export const outcomesQuerySchema = z
  .object({ from: date.optional(), to: date.optional() })
  .refine(({ from, to }) => (from === undefined) === (to === undefined), {
    error: reportMessages.dateInvalid,
    path: ['to'],
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    error: reportMessages.rangeReversed,
    path: ['to'],
  });
export type OutcomesQuery = z.infer<typeof outcomesQuerySchema>;

const published = z.number().nullable();

/** `GET /api/outcomes`: every count under 10 is null. */
export const outcomesSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  screenings: z.object({ srq29: published, phq9: published, gad7: published }),
  programs: z.object({
    enrolled: published,
    completedMost: published,
    reliableImprovement: published,
    deterioration: published,
  }),
  chat: z.object({ conversations: published, firstResponseP50Seconds: published, withinTarget: published }),
});
export type Outcomes = z.infer<typeof outcomesSchema>;
