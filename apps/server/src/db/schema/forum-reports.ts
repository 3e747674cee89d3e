import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { forumReportReasons, reportNoteMax } from '@sehat/core/forum/reports';
import { forumQuestions, forumResponses } from './forum';
import { users } from './users';

const reasonList = forumReportReasons.map((reason) => `'${reason}'`).join(', ');

/**
 * Reports of a question or a response (exactly one of the two), one per reporter and item:
 * the unique indexes count each reporter once. An admin's decision resolves the open ones.
 * Reports go with the item, and with the reporter's account.
 */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id').references(() => forumQuestions.id, { onDelete: 'cascade' }),
    responseId: integer('response_id').references(() => forumResponses.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: forumReportReasons }).notNull(),
    note: text('note'),
    /** How much it counts toward hiding, in half reports, by the reporter's standing then (ADR 184). */
    weight: smallint('weight').notNull().default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('forum_reports_question_reporter_key').on(t.questionId, t.reporterId),
    uniqueIndex('forum_reports_response_reporter_key').on(t.responseId, t.reporterId),
    index('forum_reports_open_question_idx')
      .on(t.questionId)
      .where(sql`${t.resolvedAt} is null`),
    index('forum_reports_open_response_idx')
      .on(t.responseId)
      .where(sql`${t.resolvedAt} is null`),
    index('forum_reports_reporter_idx').on(t.reporterId),
    check('forum_reports_target_check', sql`num_nonnulls(${t.questionId}, ${t.responseId}) = 1`),
    check('forum_reports_reason_check', sql.raw(`reason in (${reasonList})`)),
    check('forum_reports_weight_check', sql`${t.weight} between 0 and 2`),
    check(
      'forum_reports_note_check',
      sql`${t.note} is null or char_length(${t.note}) between 1 and ${sql.raw(String(reportNoteMax))}`,
    ),
  ],
);

export type ForumReportRow = typeof forumReports.$inferSelect;
