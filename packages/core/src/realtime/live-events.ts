import { z } from 'zod';
import { presenceStatuses } from '../chat/counsellor-service';
import {
  chatHistoryDeletedSchema,
  chatMessageEventSchema,
  chatReadEventSchema,
  chatTypingEventSchema,
  conversationStatuses,
} from '../chat/schemas';
import { notificationEventSchema } from '../notifications/schemas';

/**
 * Who a live event reaches (ADR 205): `user` its one person alone (even a counsellor), `counsellors`
 * the counsellor team only, `conversation` a conversation's person and the team.
 */
type LiveAudienceKind = 'user' | 'counsellors' | 'conversation';

/** Stream event `conversation` (team only): a conversation's status or holder changed. */
const conversationChangedEventSchema = z.object({
  conversationId: z.number().int(),
  status: z.enum(conversationStatuses),
  assigneeId: z.number().int().nullable(),
});

/** Stream event `presence` (team only): a counsellor's presence changed. */
const presenceChangedEventSchema = z.object({
  counsellorId: z.number().int(),
  presence: z.enum(presenceStatuses),
});

interface LiveEventDefinition {
  data: z.ZodType;
  audience: LiveAudienceKind;
  /**
   * Stored events go through the event log and are replayed to a stream that reconnects;
   * the others are sent to the streams open now and forgotten.
   */
  stored: boolean;
}

/**
 * Every live event a stream carries: the one list the server's emitters, the database's
 * check of stored names and the web's subscriptions read (ADR 240).
 */
export const liveEvents = {
  message: { data: chatMessageEventSchema, audience: 'conversation', stored: true },
  read: { data: chatReadEventSchema, audience: 'conversation', stored: true },
  history_deleted: { data: chatHistoryDeletedSchema, audience: 'conversation', stored: true },
  typing: { data: chatTypingEventSchema, audience: 'conversation', stored: false },
  conversation: { data: conversationChangedEventSchema, audience: 'counsellors', stored: true },
  presence: { data: presenceChangedEventSchema, audience: 'counsellors', stored: true },
  notification: { data: notificationEventSchema, audience: 'user', stored: true },
} as const satisfies Record<string, LiveEventDefinition>;

export type LiveEventName = keyof typeof liveEvents;
export type StoredLiveEventName = {
  [N in LiveEventName]: (typeof liveEvents)[N]['stored'] extends true ? N : never;
}[LiveEventName];
export type SignalLiveEventName = Exclude<LiveEventName, StoredLiveEventName>;

/** The data an emitter gives for event `N`. */
export type LiveEventInput<N extends LiveEventName> = z.input<(typeof liveEvents)[N]['data']>;

export const liveEventNames = Object.keys(liveEvents) as LiveEventName[];

/** The names the event log stores (a tuple, as the database enum wants one). */
export const storedLiveEventNames = liveEventNames.filter(
  (name): name is StoredLiveEventName => liveEvents[name].stored,
) as [StoredLiveEventName, ...StoredLiveEventName[]];
