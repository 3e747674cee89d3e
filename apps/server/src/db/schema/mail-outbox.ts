import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Mails waiting to be sent, and those sent (ADR 132). A row is written in the transaction of
 * what causes the mail; its content is rendered when it is sent, by the renderer of its `kind`,
 * so no link that still works (a token) is ever stored. One worker across all instances claims
 * a row for `locked_until` (FOR UPDATE SKIP LOCKED), so each mail goes out once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Past this, an unsent mail is no use any more (a reset link's half hour): it is dropped. */
    discardAfter: timestamp('discard_after', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Dropped unsent (past `discard_after`, or its renderer had nothing left to say). */
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.droppedAt} is null`),
    index('mail_outbox_user_id_idx').on(t.userId),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
