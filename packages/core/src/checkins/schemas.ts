import { z } from 'zod';
import { commonMessages } from '../messages';
import { idParams } from '../validation/id';
import { text } from '../validation/text';
import { checkinAnswers } from './answers';
import { checkinMessages } from './messages';

/** One check-in of the person: when it is due, when it was sent, and their answer. */
export const checkinSchema = z.object({
  id: z.number().int(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answer: z.enum(checkinAnswers).nullable(),
});
export type Checkin = z.infer<typeof checkinSchema>;

export const checkinListSchema = z.object({ checkins: z.array(checkinSchema) });
export type CheckinList = z.infer<typeof checkinListSchema>;

export const checkinParamsSchema = idParams(checkinMessages.notFound);

/** Body of `POST /api/checkins/:id/answer`. */
export const checkinAnswerBodySchema = z.object({
  answer: z.enum(checkinAnswers, { error: checkinMessages.answerInvalid }),
});
export type CheckinAnswerBody = z.infer<typeof checkinAnswerBodySchema>;

/** `crisis`: the answer was `bahaya`, so the crisis contacts show at once. */
export const checkinAnswerResponseSchema = z.object({ checkin: checkinSchema, crisis: z.boolean() });
export type CheckinAnswerResponse = z.infer<typeof checkinAnswerResponseSchema>;

export const adminCheckinStatuses = ['due', 'answered'] as const;
export type AdminCheckinStatus = (typeof adminCheckinStatuses)[number];

export const adminCheckinPageSize = { default: 20, max: 100 } as const;

/** Query of `GET /api/admin/checkins`: `due` are past their time and unanswered, newest first. */
export const adminCheckinQuerySchema = z.object({
  status: z.enum(adminCheckinStatuses, { error: commonMessages.invalidInput }).default('due'),
  limit: z.coerce
    .number({ error: commonMessages.invalidInput })
    .int({ error: commonMessages.invalidInput })
    .min(1, { error: commonMessages.invalidInput })
    .default(adminCheckinPageSize.default)
    .transform((n) => Math.min(n, adminCheckinPageSize.max)),
  cursor: text({ invalid: checkinMessages.invalidCursor })
    .max(200, { error: checkinMessages.invalidCursor })
    .optional(),
});
export type AdminCheckinQuery = z.infer<typeof adminCheckinQuerySchema>;

/** A check-in as the counsellors see it: whose it is, and how to reach their chat. */
export const adminCheckinSchema = checkinSchema.extend({
  user: z.object({ id: z.number().int(), username: z.string(), fullName: z.string() }),
});
export type AdminCheckin = z.infer<typeof adminCheckinSchema>;

export const adminCheckinPageSchema = z.object({
  items: z.array(adminCheckinSchema),
  nextCursor: z.string().nullable(),
});
export type AdminCheckinPage = z.infer<typeof adminCheckinPageSchema>;
