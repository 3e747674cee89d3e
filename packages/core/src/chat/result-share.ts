import { z } from 'zod';
import { idNumber } from '../validation/id';
import { resultShareMessages } from './messages';

/** Body of `POST /api/chat/result-share`: which of the user's own results to show the counsellors. */
export const resultShareBodySchema = z.object({ resultId: idNumber(resultShareMessages.resultNotFound) });
export type ResultShareBody = z.infer<typeof resultShareBodySchema>;

/**
 * What the counsellors see of a shared self-test result: never the answers, only the result,
 * its severity, whether the crisis question was answered yes, and when the test was taken.
 */
export const sharedResultSchema = z.object({
  hasil: z.string(),
  severity: z.string(),
  crisis: z.boolean(),
  testedAt: z.string(),
  sharedAt: z.string(),
});
export type SharedResult = z.infer<typeof sharedResultSchema>;

export const resultShareResponseSchema = z.object({ sharedResult: sharedResultSchema });
