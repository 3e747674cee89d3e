/** In-app notifications (issue 18, ADR 77). */
export const notificationLimits = {
  pageSizeDefault: 10,
  pageSizeMax: 50,
  /** `ids` one mark-read request may name. */
  markReadIdsMax: 100,
} as const;

/**
 * `checkin`: a follow-up the person asked for (api.md "Safety plan, check-ins"); `chat_overdue`:
 * a risky conversation passed its response target, told to the online counsellors (ADR 192).
 */
export const notificationKinds = [
  'forum_response',
  'chat_reply',
  'moderation',
  'checkin',
  'chat_overdue',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Kinds only a counsellor (an admin) ever receives; a user's settings do not list them. */
export const counsellorOnlyKinds: readonly NotificationKind[] = ['chat_overdue'];

/** The kinds an account of `role` can receive, in the settings' order. */
export function notificationKindsFor(role: 'user' | 'admin'): readonly NotificationKind[] {
  return role === 'admin'
    ? notificationKinds
    : notificationKinds.filter((k) => !counsellorOnlyKinds.includes(k));
}
