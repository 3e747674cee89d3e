import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checkinAnswers } from '@sehat/core/checkins/answers';
import { users } from './users';

const answerList = checkinAnswers.map((answer) => `'${answer}'`).join(', ');

/**
 * Check-ins a person asked for (docs/decisions/0170): each falls due at `due_at`, is sent once
 * (as a notification, `sent_at`) by whichever instance locks it first, and may be answered
 * once. Stopping them deletes the unsent ones. They go with the account.
 */
export const checkins = pgTable(
  'checkins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answer: text('answer', { enum: checkinAnswers }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkins_unsent_due_at_idx')
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null`),
    index('checkins_user_id_idx').on(t.userId, t.dueAt),
    index('checkins_answered_at_idx')
      .on(t.answeredAt)
      .where(sql`${t.answeredAt} is not null`),
    check('checkins_answer_check', sql.raw(`answer is null or answer in (${answerList})`)),
    check(
      'checkins_answered_check',
      sql`(${t.answer} is null) = (${t.answeredAt} is null) and (${t.answeredAt} is null or ${t.sentAt} is not null)`,
    ),
  ],
);

export type CheckinRow = typeof checkins.$inferSelect;
