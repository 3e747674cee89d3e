import { z } from 'zod';
import { chatAssigneeSchema } from '../chat/schemas';
import type { RubricCriterion } from './rubric';

/**
 * Quality and care over a report's range (issue 50 items 4 and 5, ADR 231): each counsellor's
 * review averages, the team's wellbeing only as a count and an average over enough entries,
 * and whether debriefs were held within their 24 hours.
 */
export const counsellorReviewsSchema = z.object({
  /** Null once the reviewed counsellor's account is gone. */
  counsellor: chatAssigneeSchema.nullable(),
  reviews: z.number().int(),
  averages: z.object({
    engagement: z.number(),
    collaboration: z.number(),
    safetyAssessment: z.number(),
  } satisfies Record<RubricCriterion, z.ZodNumber>),
});

export const qualityReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  reviews: z.array(counsellorReviewsSchema),
  wellbeing: z.object({ entries: z.number().int(), average: z.number().nullable() }),
  debriefs: z.object({
    due: z.number().int(),
    heldInTime: z.number().int(),
    heldLate: z.number().int(),
    open: z.number().int(),
  }),
});
export type QualityReport = z.infer<typeof qualityReportSchema>;

/** An average as the report shows it: one decimal. */
export const reviewAverage = (sum: number, count: number) => Math.round((sum / count) * 10) / 10;
