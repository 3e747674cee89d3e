/** In-app notifications (issue 18, ADR 77). */
export const notificationLimits = {
  pageSizeDefault: 10,
  pageSizeMax: 50,
  /** `ids` one mark-read request may name. */
  markReadIdsMax: 100,
  /**
   * A user who wrote in or read their chat this recently is in it: a counsellor's reply then
   * makes no notification (ADR 77).
   */
  chatActiveWindowMs: 2 * 60 * 1000,
} as const;

export const notificationKinds = ['forum_response', 'chat_reply', 'moderation', 'checkin'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
