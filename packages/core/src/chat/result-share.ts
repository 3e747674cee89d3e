import { z } from 'zod';
import { commonMessages } from '../messages';
import { screeningBands } from '../screenings/bands';
import { screeningCodes } from '../screenings/instruments';
import { idNumber } from '../validation/id';
import { resultShareMessages } from './messages';

/**
 * Body of `POST /api/chat/result-share`: which of the user's own results to show the
 * counsellors, of any screening (`code` defaults to SRQ-29, the first one the site had).
 */
export const resultShareBodySchema = z.object({
  code: z.enum(screeningCodes, { error: commonMessages.invalidInput }).default('srq29'),
  resultId: idNumber(resultShareMessages.resultNotFound),
});
export type ResultShareBody = z.input<typeof resultShareBodySchema>;

/**
 * What the counsellors see of a shared result: never the answers, only the result (SRQ-29's
 * `hasil` and `severity`, or PHQ-9's and GAD-7's `score` and `band`), whether a risk item was
 * answered, and when the test was taken and shared.
 */
export const sharedResultSchema = z.object({
  code: z.enum(screeningCodes),
  hasil: z.string().optional(),
  severity: z.string().optional(),
  score: z.number().int().optional(),
  band: z.enum(screeningBands).optional(),
  crisis: z.boolean(),
  testedAt: z.string(),
  sharedAt: z.string(),
});
export type SharedResult = z.infer<typeof sharedResultSchema>;

export const resultShareResponseSchema = z.object({ sharedResult: sharedResultSchema });
