import { z } from 'zod';
import { chatAssigneeSchema } from '../chat/schemas';
import { text } from '../validation/text';
import { reviewMessages } from './review-messages';

/**
 * The quality rubric (issue 50 item 4): the three things that predicted whether a crisis caller
 * was helped, each scored 1–5 by a supervisor.
 */
export const rubricCriteria = ['engagement', 'collaboration', 'safetyAssessment'] as const;
export type RubricCriterion = (typeof rubricCriteria)[number];

export const reviewLimits = { scoreMin: 1, scoreMax: 5, commentMax: 2000 } as const;

/** Every score the form offers, lowest first. */
export const rubricScores = Array.from(
  { length: reviewLimits.scoreMax - reviewLimits.scoreMin + 1 },
  (_, index) => reviewLimits.scoreMin + index,
);

const score = (criterion: RubricCriterion) =>
  z
    .number({ error: reviewMessages.scoreInvalid(reviewMessages.criteria[criterion].name) })
    .int({ error: reviewMessages.scoreInvalid(reviewMessages.criteria[criterion].name) })
    .min(reviewLimits.scoreMin, {
      error: reviewMessages.scoreInvalid(reviewMessages.criteria[criterion].name),
    })
    .max(reviewLimits.scoreMax, {
      error: reviewMessages.scoreInvalid(reviewMessages.criteria[criterion].name),
    });

export const rubricScoresSchema = z.object(
  {
    engagement: score('engagement'),
    collaboration: score('collaboration'),
    safetyAssessment: score('safetyAssessment'),
  },
  { error: reviewMessages.scoresMissing },
);
export type RubricScores = z.infer<typeof rubricScoresSchema>;

/** Body of `POST /api/admin/chat/conversations/:id/reviews`. */
export const reviewBodySchema = z.object({
  scores: rubricScoresSchema,
  comment: text()
    .trim()
    .max(reviewLimits.commentMax, { error: reviewMessages.commentTooLong(reviewLimits.commentMax) })
    .nullish()
    .transform((comment) => comment || null),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  scores: z.object({
    engagement: z.number().int(),
    collaboration: z.number().int(),
    safetyAssessment: z.number().int(),
  }),
  comment: z.string().nullable(),
  /** Who reviewed; null once their account is deleted. */
  reviewer: chatAssigneeSchema.nullable(),
  /** The counsellor whose work was reviewed: who held the conversation when it was resolved. */
  counsellor: chatAssigneeSchema.nullable(),
  /** The resolution reviewed; null when the conversation was open at the time. */
  resolutionId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsResponseSchema = z.object({ reviews: z.array(reviewSchema) });
export const reviewResponseSchema = z.object({ review: reviewSchema });

/** The mean of the three scores, one decimal: what the reports average per counsellor. */
export function reviewMean(scores: RubricScores): number {
  const sum = rubricCriteria.reduce((total, criterion) => total + scores[criterion], 0);
  return Math.round((sum / rubricCriteria.length) * 10) / 10;
}
