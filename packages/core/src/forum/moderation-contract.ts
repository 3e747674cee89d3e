import { z } from 'zod';
import { forumAuthorSchema } from './contract';
import { cursorField, limitField } from './list-query';
import { forumReportReasons } from './reports';

export const moderationKinds = ['question', 'response'] as const;
export type ModerationKind = (typeof moderationKinds)[number];

export const moderationActions = ['keep', 'hide', 'delete'] as const;
export type ModerationAction = (typeof moderationActions)[number];

export const moderationStatuses = ['open', 'closed'] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];

/** Query of GET /api/admin/moderation: `open` waits for a decision, `closed` was decided. */
export const moderationQuerySchema = z.object({
  status: z.enum(moderationStatuses).default('open'),
  limit: limitField,
  cursor: cursorField,
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

export const moderationLogQuerySchema = z.object({ limit: limitField, cursor: cursorField });
export type ModerationLogQuery = z.infer<typeof moderationLogQuerySchema>;

export const moderationActionBodySchema = z.object({ action: z.enum(moderationActions) });

const count = z.number().int();
export const reasonCountsSchema = z.object({
  spam: count,
  menyakiti: count,
  'data-pribadi': count,
  lainnya: count,
  bahaya: count,
});
export type ReasonCounts = z.infer<typeof reasonCountsSchema>;

/** One item of the queue (api.md "Forum safety"), with the reporters' notes. */
export const moderationItemSchema = z.object({
  kind: z.enum(moderationKinds),
  id: z.number().int(),
  questionId: z.number().int(),
  excerpt: z.string(),
  author: forumAuthorSchema,
  anonymous: z.boolean(),
  reports: z.number().int(),
  reasons: reasonCountsSchema,
  notes: z.array(z.object({ reason: z.enum(forumReportReasons), note: z.string(), createdAt: z.string() })),
  risk: z.boolean(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationPageSchema = z.object({
  items: z.array(moderationItemSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ModerationPage = z.infer<typeof moderationPageSchema>;

export const moderationDecisionSchema = z.object({ item: moderationItemSchema });

/** One line of the moderation log; `excerpt` is null once the item is gone. */
export const moderationLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(moderationActions),
  kind: z.enum(moderationKinds),
  itemId: z.number().int(),
  questionId: z.number().int(),
  excerpt: z.string().nullable(),
  admin: z.object({ id: z.number().int().nullable(), username: z.string() }),
  author: forumAuthorSchema.nullable(),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const moderationLogPageSchema = z.object({
  entries: z.array(moderationLogEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ModerationLogPage = z.infer<typeof moderationLogPageSchema>;
