import { z } from 'zod';
import { commonMessages } from '../messages';
import { chatLimits } from './limits';
import { chatAssigneeSchema, conversationStatuses, senderRoles } from './schemas';
import { idNumber } from '../validation/id';
import { text } from '../validation/text';
import { conversationChannels } from '../whatsapp/settings';

/** `active`: open conversations in which the user wrote or shared something (ADR 116). */
export const inboxFilters = ['active', 'all', 'unread', 'mine', 'unassigned', 'resolved'] as const;
export type InboxFilter = (typeof inboxFilters)[number];

/** Query of `GET /api/admin/chat/users`. */
export const inboxQuerySchema = z.object({
  filter: z.enum(inboxFilters).default('all'),
  q: text().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(chatLimits.pageSizeMax).default(chatLimits.inboxPageSize),
  cursor: text().max(40).optional(),
});

export const inboxUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  photoUrl: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastMessageType: z.enum(['text', 'file']).nullable(),
  lastMessageRole: z.enum(senderRoles).nullable(),
  lastMessageAt: z.string().nullable(),
  unreadCount: z.number().int(),
  conversationId: z.number().int().nullable(),
  /** A risk signal no counsellor has marked handled yet (ADR 210): listed first, with a badge. */
  risk: z.boolean(),
  /** null while the user has no conversation yet. */
  status: z.enum(conversationStatuses).nullable(),
  assignee: chatAssigneeSchema.nullable(),
  /** When the person's unanswered wait began (ADR 192), else null. */
  awaitingSince: z.string().nullable(),
  /** When an answer is due: 5 or 30 minutes of service hours after `awaitingSince`. */
  firstResponseDueAt: z.string().nullable(),
  /** Open and past its due time: listed first, marked. */
  overdue: z.boolean(),
  /** Where the person writes from (ADR 227); 'web' while they have no conversation yet. */
  channel: z.enum(conversationChannels),
});
export type InboxUser = z.infer<typeof inboxUserSchema>;

export const inboxResponseSchema = z.object({
  users: z.array(inboxUserSchema),
  counts: z.object({
    active: z.number().int(),
    all: z.number().int(),
    unread: z.number().int(),
    mine: z.number().int(),
    unassigned: z.number().int(),
    resolved: z.number().int(),
  }),
  nextCursor: z.string().nullable(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

/** Body of `POST /api/admin/chat/conversations`. */
export const openConversationBodySchema = z.object({
  userId: idNumber(),
});

/** Body of `PATCH /api/admin/chat/conversations/:id`: at least one of the two. */
export const updateConversationBodySchema = z
  .object({
    status: z.enum(conversationStatuses).optional(),
    assigneeId: idNumber().nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.assigneeId !== undefined, {
    error: commonMessages.invalidInput,
  });
export type UpdateConversationBody = z.infer<typeof updateConversationBodySchema>;
