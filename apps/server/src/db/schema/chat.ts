import type { ScreeningCode } from '@sehat/core/screenings/instruments';
import { storedLiveEventNames } from '@sehat/core/realtime/live-events';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { conversationChannels, deliveryStatuses } from '@sehat/core/whatsapp/settings';
import { screeningResults } from './screenings';
import { uploads } from './uploads';
import { users } from './users';

/**
 * One conversation per user with the counsellor team. The counsellor the user sees in the popup
 * header is read from it: its assignee, else whoever answered last (ADR 193).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** When the user last deleted their chat history; both sides see a note of it. */
    historyDeletedAt: timestamp('history_deleted_at', { withTimezone: true }),
    /** A counsellor resolves it; the user's next message opens it again. */
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    /** The counsellor who holds it in the inbox (taken or handed over), else nobody yet. */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Until when the user's popup is open where they look at it (renewed while it is, cleared
     * when it closes): counsellors' replies meanwhile make no notification (ADR 115).
     */
    userViewingUntil: timestamp('user_viewing_until', { withTimezone: true }),
    /**
     * The person's first message (or shared result) no counsellor has answered yet, and when an
     * answer to it is due: 5 or 30 minutes of service hours later (ADR 192). Null once answered.
     */
    awaitingSince: timestamp('awaiting_since', { withTimezone: true }),
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }),
    /** When the online counsellors were told this risky one is overdue (once per wait). */
    overdueAlertedAt: timestamp('overdue_alerted_at', { withTimezone: true }),
    /**
     * The newest risk signal (`chat_risk_signals.id`), and the newest one a counsellor had seen
     * when they marked the risk handled with a note (ADR 210): risky while the first is greater.
     * Both change under the conversation's row lock, so a signal is never marked unseen.
     */
    riskSignalId: integer('risk_signal_id'),
    riskHandledSignalId: integer('risk_handled_signal_id'),
    riskHandledAt: timestamp('risk_handled_at', { withTimezone: true }),
    riskHandledBy: integer('risk_handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** Where the person writes from: the site's chat, or WhatsApp (ADR 227). */
    channel: text('channel', { enum: conversationChannels }).notNull().default('web'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_last_message_at_idx').on(t.lastMessageAt),
    index('conversations_first_response_due_at_idx')
      .on(t.firstResponseDueAt)
      .where(sql`${t.firstResponseDueAt} is not null`),
    index('conversations_assignee_id_idx').on(t.assigneeId),
    check('conversations_status_check', sql`${t.status} in ('open', 'resolved')`),
    check('conversations_channel_check', sql`${t.channel} in ('web', 'whatsapp')`),
  ],
);

/**
 * Messages. `(sender_id, client_id)` is unique, so a retried send finds the original message
 * instead of storing it twice. A file message points at its `uploads` row, which belongs to
 * the conversation's user: deleting that user removes the files of the whole conversation.
 */
export const messages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    // An admin's replies stay in the user's history after the admin account is deleted.
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderRole: text('sender_role', { enum: ['user', 'admin'] }).notNull(),
    clientId: text('client_id').notNull(),
    type: text('type', { enum: ['text', 'file'] }).notNull(),
    body: text('body').notNull(),
    uploadId: integer('upload_id').references(() => uploads.id, { onDelete: 'cascade' }),
    /** A user's text that carries crisis language (docs/decisions/0043-crisis-language.md). */
    crisis: boolean('crisis').notNull().default(false),
    /**
     * Sent by the system: the team's first greeting, or a user's check-in alert (ADR 170); never a
     * counsellor's answer.
     */
    automatic: boolean('automatic').notNull().default(false),
    /**
     * The name a counsellor-side message is signed with, as it was sent: the counsellor's first
     * name, or the team's (COUNSELLOR_SIGNATURE; automatic messages always the team's).
     */
    senderName: text('sender_name'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * WhatsApp's id of the message (ADR 227): a person's message is stored once however often
     * Meta delivers it; an outgoing one is found again by its status webhooks.
     */
    wamid: text('wamid'),
    /** What WhatsApp last said of an outgoing message (sent, delivered, read, failed). */
    delivery: text('delivery', { enum: deliveryStatuses }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_sender_client_id_key').on(t.senderId, t.clientId),
    uniqueIndex('chat_messages_wamid_key').on(t.wamid),
    index('chat_messages_conversation_id_idx').on(t.conversationId, t.id),
    index('chat_messages_upload_id_idx').on(t.uploadId),
    index('chat_messages_crisis_idx')
      .on(t.conversationId, t.id)
      .where(sql`${t.crisis}`),
    index('chat_messages_unread_idx')
      .on(t.conversationId, t.senderRole)
      .where(sql`${t.isRead} = false`),
    check('chat_messages_sender_role_check', sql`${t.senderRole} in ('user', 'admin')`),
    check('chat_messages_type_check', sql`${t.type} in ('text', 'file')`),
    check(
      'chat_messages_delivery_check',
      sql`${t.delivery} is null or ${t.delivery} in ('sent', 'delivered', 'read', 'failed')`,
    ),
  ],
);

/**
 * The realtime log: every chat event with an increasing id, so a stream that reconnects with
 * Last-Event-ID receives exactly what it missed. Ids are taken under a transaction-level
 * advisory lock, so they also increase in commit order. `userId` is the conversation's user (a
 * notification's recipient, a presence change's counsellor); who sees an event follows from its
 * type (core `realtime/live-events.ts`, ADR 205 and 240), whose stored names are its types. The
 * log serves every feature (`platform/realtime/event-log.ts`); the table keeps its first name.
 * Old rows are pruned.
 */
export const chatEvents = pgTable(
  'chat_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: storedLiveEventNames }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_events_user_id_idx').on(t.userId, t.id),
    index('chat_events_conversation_id_idx').on(t.conversationId),
    index('chat_events_created_at_idx').on(t.createdAt),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type ChatMessageRow = typeof messages.$inferSelect;
export type ChatEventRow = typeof chatEvents.$inferSelect;

/** The counsellor team's prepared answers, inserted in the inbox composer by typing '/'. */
export const cannedResponses = pgTable('chat_canned_responses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A screening result its owner chose to show the counsellors (docs/decisions/0078-crisis-
 * result-to-counsellor.md, ADR 210), of any screening (`code`, as the result's). Only the link:
 * the summary is read from the result itself. Goes with the conversation's history, the result,
 * or the account.
 */
export const chatResultShares = pgTable(
  'chat_result_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    code: text('code').$type<ScreeningCode>().notNull().default('srq29'),
    resultId: integer('result_id')
      .notNull()
      .references(() => screeningResults.id, { onDelete: 'cascade' }),
    /** When it was (last) shared: a crisis result is risky until a counsellor answers after it. */
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_result_shares_conversation_result_key').on(t.conversationId, t.resultId),
    index('chat_result_shares_result_id_idx').on(t.resultId),
    index('chat_result_shares_shared_at_idx').on(t.sharedAt),
  ],
);
