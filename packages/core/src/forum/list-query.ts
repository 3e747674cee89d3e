import { z } from 'zod';
import { commonMessages } from '../messages';
import { forumMessages } from './messages';
import { forumLimits, forumSorts, forumTags, responseSorts } from './limits';
import { text } from '../validation/text';

/** `limit`: default 20; anything above the maximum is served as the maximum. */
export const limitField = z.coerce
  .number()
  .int()
  .min(1)
  .default(forumLimits.pageSizeDefault)
  .transform((n) => Math.min(n, forumLimits.pageSizeMax));

export const cursorField = text({ invalid: forumMessages.invalidCursor })
  .max(200, { error: forumMessages.invalidCursor })
  .optional();

/** Query of GET /api/forum/questions. */
export const questionListQuerySchema = z.object({
  sort: z.enum(forumSorts).default('terbaru'),
  tag: z.enum(forumTags).optional(),
  q: text().trim().max(forumLimits.searchMax, { error: forumMessages.searchTooLong }).optional(),
  mine: z
    .enum(['1', 'true', '0', 'false'], { error: commonMessages.invalidInput })
    .transform((v) => v === '1' || v === 'true')
    .optional(),
  limit: limitField,
  cursor: cursorField,
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

/** Query of GET /api/forum/questions/:id/responses. */
export const responseListQuerySchema = z.object({
  sort: z.enum(responseSorts, { error: commonMessages.invalidInput }).default('terlama'),
  limit: limitField,
  cursor: cursorField,
});
export type ResponseListQuery = z.infer<typeof responseListQuerySchema>;
