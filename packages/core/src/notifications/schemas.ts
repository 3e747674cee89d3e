import { z } from 'zod';
import { commonMessages } from '../messages';
import { text } from '../validation/text';
import { notificationKinds, notificationLimits } from './limits';
import { notificationMessages } from './messages';

/** The contract's notification (api.md "Notifications"); `link` is a path of this site. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  text: z.string(),
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Query of GET /api/notifications: anything above the maximum is served as the maximum. */
export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: commonMessages.invalidInput })
    .int({ error: commonMessages.invalidInput })
    .min(1, { error: commonMessages.invalidInput })
    .default(notificationLimits.pageSizeDefault)
    .transform((n) => Math.min(n, notificationLimits.pageSizeMax)),
  cursor: text({ invalid: notificationMessages.invalidCursor })
    .max(200, { error: notificationMessages.invalidCursor })
    .optional(),
});

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Body of POST /api/notifications/read: no `ids` marks every notification read. */
export const markNotificationsReadSchema = z
  .object({
    ids: z
      .array(z.number({ error: commonMessages.invalidInput }).int().positive().max(2_147_483_647), {
        error: commonMessages.invalidInput,
      })
      .min(1, { error: commonMessages.invalidInput })
      .max(notificationLimits.markReadIdsMax, {
        error: notificationMessages.tooManyIds(notificationLimits.markReadIdsMax),
      })
      .optional(),
  })
  .default({});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

/**
 * A `notification` event on the viewer's stream: a new notification, or null when some were
 * marked read (in another tab, or by reading the chat).
 */
export const notificationEventSchema = z.object({ notification: notificationSchema.nullable() });
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
