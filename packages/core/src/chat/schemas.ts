import { z } from 'zod';
import { commonMessages } from '../messages';
import { chatMessages } from './messages';
import { chatLimits } from './limits';
import { clientIdField } from '../validation/client-id';
import { sharedResultSchema } from './result-share';
import { idParam, idParams } from '../validation/id';
import { text } from '../validation/text';
import { conversationChannels, deliveryStatuses } from '../whatsapp/settings';

export const senderRoles = ['user', 'admin'] as const;
export type SenderRole = (typeof senderRoles)[number];

/** The text of a message: surrounding whitespace dropped, never empty, at most 2000 characters. */
export const messageTextField = text({ required: chatMessages.messageEmpty })
  .trim()
  .min(1, { error: chatMessages.messageEmpty })
  .max(chatLimits.messageMax, { error: chatMessages.messageTooLong(chatLimits.messageMax) });

/** JSON body of `POST /api/chat/conversations/:id/messages`. */
export const sendTextBodySchema = z.object({ message: messageTextField, clientId: clientIdField });
export type SendTextBody = z.infer<typeof sendTextBodySchema>;

/** Text fields of the multipart form that carries a file. */
export const sendFileFieldsSchema = z.object({ clientId: clientIdField });

export const chatFileSchema = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});

/** The contract's `message` (api.md, Chat). */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  senderId: z.number().int().nullable(),
  senderRole: z.enum(senderRoles),
  message: z.string(),
  type: z.enum(['text', 'file']),
  file: chatFileSchema.nullable(),
  /** The team's first greeting, sent by the system (shown as 'Pesan otomatis'). */
  automatic: z.boolean(),
  /** Who signs a counsellor-side message (first name or team), null for the user's own. */
  senderName: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** What WhatsApp last said of an outgoing message on a WhatsApp conversation, else null. */
  delivery: z.enum(deliveryStatuses).nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatAdminSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  photoUrl: z.string().nullable(),
});

export const conversationStatuses = ['open', 'resolved'] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];

/** The counsellor who holds a conversation in the inbox. */
export const chatAssigneeSchema = z.object({ id: z.number().int(), fullName: z.string() });
export type ChatAssignee = z.infer<typeof chatAssigneeSchema>;

export const chatUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  photoUrl: z.string().nullable(),
});

export const conversationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** The conversation's user (the inbox shows who is talking). */
  user: chatUserSchema,
  /** The counsellor the user sees in the popup header. */
  admin: chatAdminSchema,
  /** Messages from the other side that the viewer has not read yet. */
  unreadCount: z.number().int(),
  /** When the user last deleted their chat history (both sides see a note), else null. */
  historyDeletedAt: z.string().nullable(),
  /** Resolved by a counsellor; the user's next message opens it again. */
  status: z.enum(conversationStatuses),
  assignee: chatAssigneeSchema.nullable(),
  /** The screening result the user last chose to share with the counsellors, else null. */
  sharedResult: sharedResultSchema.nullable(),
  /** A risk signal no counsellor has marked handled yet (api.md "One risk model"). */
  risk: z.boolean(),
  /** When an answer to the person's first unanswered message is due (ADR 192), else null. */
  firstResponseDueAt: z.string().nullable(),
  /** Open and past that time. */
  overdue: z.boolean(),
  /** Where the person writes from: the site's chat or WhatsApp (ADR 227). */
  channel: z.enum(conversationChannels),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** The answer of `GET /api/chat/conversation`, and of a counsellor's opening, change or transfer of one. */
export const conversationResponseSchema = z.object({ conversation: conversationSchema });

export const conversationParamsSchema = idParams();

/**
 * Body of `PUT /api/chat/conversations/:id/presence`: whether the user's popup is open where
 * they look at it; while it is, counsellors' replies make no notification (ADR 115).
 */
export const presenceBodySchema = z.object({ open: z.boolean({ error: commonMessages.invalidInput }) });

export const messagesQuerySchema = z.object({
  after: idParam().optional(),
  before: idParam().optional(),
  limit: z.coerce.number().int().min(1).max(chatLimits.pageSizeMax).default(chatLimits.pageSize),
});

export const messagesResponseSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** Older messages exist before the first one returned. */
  hasMore: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesResponseSchema>;

/** 201 of a sent message: the stored message; `crisis` when the user's text carries crisis language. */
export const sentMessageSchema = z.object({ message: chatMessageSchema, crisis: z.boolean() });
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** Stream event `read`: the reader's side has read these messages of the other side. */
export const chatReadEventSchema = z.object({
  conversationId: z.number().int(),
  readerRole: z.enum(senderRoles),
  messageIds: z.array(z.number().int()),
});
export type ChatReadEvent = z.infer<typeof chatReadEventSchema>;

/** Stream event `history_deleted`, and the answer of `DELETE /api/chat/history`. */
export const chatHistoryDeletedSchema = z.object({
  conversationId: z.number().int(),
  historyDeletedAt: z.string(),
});
export type ChatHistoryDeleted = z.infer<typeof chatHistoryDeletedSchema>;

/** Stream event `typing` (never stored, never replayed): that side is writing in the conversation. */
export const chatTypingEventSchema = z.object({
  conversationId: z.number().int(),
  role: z.enum(senderRoles),
});
export type ChatTypingEvent = z.infer<typeof chatTypingEventSchema>;

/** Stream event `message`. */
export const chatMessageEventSchema = z.object({ message: chatMessageSchema });
