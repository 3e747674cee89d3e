import { mayUse, type StaffArea } from '../user/access';
import type { Role } from '../user/limits';

/** In-app notifications (issue 18, ADR 77). */
export const notificationLimits = {
  pageSizeDefault: 10,
  pageSizeMax: 50,
  /** `ids` one mark-read request may name. */
  markReadIdsMax: 100,
} as const;

/**
 * `checkin`: a follow-up the person asked for (api.md "Safety plan, check-ins"); `chat_overdue`:
 * a risky conversation passed its response target, told to the online counsellors (ADR 192);
 * `account_security`: someone else set the person's password or made them a reset link (ADR 211);
 * `program_reminder`: the next session of a self-help programme waits (ADR 234).
 */
export const notificationKinds = [
  'forum_response',
  'chat_reply',
  'moderation',
  'checkin',
  'chat_overdue',
  'account_security',
  'chat_escalation',
  'care_offer',
  'program_reminder',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * Kinds only staff of an area ever receive; other accounts' settings do not list them.
 * `chat_escalation`: a counsellor started the escalation protocol, told to supervisors (ADR 230).
 * `care_offer`: after a risky conversation its counsellor is offered a wellbeing check and a
 * debrief (ADR 231).
 */
const staffKinds: Partial<Record<NotificationKind, StaffArea>> = {
  chat_overdue: 'inbox',
  chat_escalation: 'supervision',
  care_offer: 'inbox',
};

/**
 * Kinds nobody can turn off (ADR 211): always in the bell, and mailed on their own to a
 * verified address; the settings do not list them and keep their defaults whatever is sent.
 */
export const fixedKinds: readonly NotificationKind[] = ['account_security'];

/** The kinds an account of `role` chooses channels for, in the settings' order. */
export function notificationKindsFor(role: Role): readonly NotificationKind[] {
  return notificationKinds.filter((k) => {
    const area = staffKinds[k];
    return !fixedKinds.includes(k) && (area === undefined || mayUse(role, area));
  });
}
