import { z } from 'zod';
import { commonMessages } from '../messages';
import { chatAssigneeSchema } from './schemas';

/** A counsellor's presence as the team sees it (docs/decisions/0191). */
export const presenceStatuses = ['online', 'away', 'offline'] as const;
export type PresenceStatus = (typeof presenceStatuses)[number];

export const presenceLimits = {
  /** Every open admin tab says so this often. */
  renewMs: 30_000,
  /** The server believes a tab open, or its counsellor active, this long after its last word. */
  lastsMs: 75_000,
  /** No key, pointer or touch for this long in any tab: the counsellor counts as away. */
  idleMs: 5 * 60_000,
} as const;

/** What is stored of a counsellor's presence. */
export interface PresenceRecord {
  /** What the counsellor chose in the admin header. */
  chosen: PresenceStatus;
  /** Until when an admin tab of theirs is believed open. */
  seenUntil: Date | null;
  /** Until when they are believed at the keyboard. */
  activeUntil: Date | null;
}

/**
 * What the team sees: offline when chosen or when no tab is open any more, away when chosen or
 * when they have been idle, else online.
 */
export function effectivePresence(record: PresenceRecord | null, now: Date): PresenceStatus {
  if (!record || record.chosen === 'offline') return 'offline';
  if (!record.seenUntil || record.seenUntil <= now) return 'offline';
  if (record.chosen === 'away' || !record.activeUntil || record.activeUntil <= now) return 'away';
  return 'online';
}

/**
 * Body of `PUT /api/admin/presence`: `status` is a choice made in the header; without it the
 * call is a tab's renewal, saying whether its counsellor is idle.
 */
export const presenceUpdateSchema = z
  .object({
    status: z.enum(presenceStatuses, { error: commonMessages.invalidInput }).optional(),
    idle: z.boolean({ error: commonMessages.invalidInput }).optional(),
  })
  .refine((body) => body.status !== undefined || body.idle !== undefined, {
    error: commonMessages.invalidInput,
  });
export type PresenceUpdate = z.infer<typeof presenceUpdateSchema>;

export const presenceResponseSchema = z.object({ presence: z.enum(presenceStatuses) });
export type PresenceResponse = z.infer<typeof presenceResponseSchema>;

/** `GET /api/admin/chat/counsellors`: who can hold a conversation, with presence and load. */
export const counsellorsResponseSchema = z.object({
  counsellors: z.array(
    chatAssigneeSchema.extend({
      presence: z.enum(presenceStatuses),
      openConversations: z.number().int(),
    }),
  ),
});
export type CounsellorsResponse = z.infer<typeof counsellorsResponseSchema>;
export type Counsellor = CounsellorsResponse['counsellors'][number];

/** Minutes of service hours within which a person's first unanswered message is answered. */
export const responseTargetMinutes = { risky: 5, other: 30 } as const;
