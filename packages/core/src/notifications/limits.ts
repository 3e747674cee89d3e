/** In-app notifications (issue 18, ADR 77). */
export const notificationLimits = {
  pageSizeDefault: 10,
  pageSizeMax: 50,
  /** `ids` one mark-read request may name. */
  markReadIdsMax: 100,
} as const;

/** `checkin`: a follow-up the person asked for (api.md "Safety plan, check-ins"). */
export const notificationKinds = ['forum_response', 'chat_reply', 'moderation', 'checkin'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
