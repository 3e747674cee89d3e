import { z } from 'zod';
import { ratingMessages } from './case-messages';
import { text } from '../validation/text';

export const ratingLimits = { scoreMin: 1, scoreMax: 5, commentMax: 1000 } as const;

/** Body of `POST /api/chat/conversations/:id/rating`. */
export const ratingBodySchema = z.object({
  score: z
    .number({ error: ratingMessages.scoreInvalid })
    .int({ error: ratingMessages.scoreInvalid })
    .min(ratingLimits.scoreMin, { error: ratingMessages.scoreInvalid })
    .max(ratingLimits.scoreMax, { error: ratingMessages.scoreInvalid }),
  comment: text()
    .trim()
    .max(ratingLimits.commentMax, { error: ratingMessages.commentTooLong(ratingLimits.commentMax) })
    .nullish()
    .transform((comment) => comment || null),
});
export type RatingBody = z.input<typeof ratingBodySchema>;

export const ratingSchema = z.object({
  score: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** A rating in the person's data copy, with when the conversation it rates was resolved. */
export const ratingExportSchema = ratingSchema.extend({ resolvedAt: z.string() });

/**
 * `GET` of the same path: whether the person may rate now (resolved, and this resolution not
 * rated yet), and their rating of the latest resolution if they gave one.
 */
export const ratingStateSchema = z.object({ ratable: z.boolean(), rating: ratingSchema.nullable() });
export type RatingState = z.infer<typeof ratingStateSchema>;

export const ratingResponseSchema = z.object({ rating: ratingSchema });
