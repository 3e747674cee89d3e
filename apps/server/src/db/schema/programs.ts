import type { ProgramFlagReason } from '@sehat/core/programs/outcome';
import type { Worksheet } from '@sehat/core/programs/worksheet';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's place in a self-help programme (ADR 228): one per person and programme. `flags`
 * are the counsellors' reasons to look (crisis, deterioration, not on track) as of the newest
 * measure, `flagged_at` when they last changed. `guidance_at`: since when the person lets a
 * counsellor follow their progress (null: they do not). `reminder_due_at`: when the one reminder
 * of the next session goes out (null: none waits), ADR 234. It goes with the account.
 */
export const programEnrolments = pgTable(
  'program_enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    flags: jsonb('flags').$type<ProgramFlagReason[]>().notNull().default([]),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    guidanceAt: timestamp('guidance_at', { withTimezone: true }),
    reminders: boolean('reminders').notNull().default(false),
    reminderDueAt: timestamp('reminder_due_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('program_enrolments_user_code_key').on(t.userId, t.code),
    index('program_enrolments_reminder_due_idx').on(t.reminderDueAt),
  ],
);

export type ProgramEnrolmentRow = typeof programEnrolments.$inferSelect;

/**
 * A done session: its worksheet and the PHQ-9 taken with it. Done again, the row is replaced.
 * `client_id`: the device's id of the send that wrote it, so the same send arriving again (a
 * worksheet queued offline, an answer lost on the way) changes nothing (ADR 238).
 */
export const programSessionCompletions = pgTable(
  'program_session_completions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => programEnrolments.id, { onDelete: 'cascade' }),
    nomor: integer('nomor').notNull(),
    worksheet: jsonb('worksheet').$type<Worksheet>().notNull(),
    phq9: jsonb('phq9').$type<number[]>().notNull(),
    score: integer('score').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    clientId: text('client_id'),
  },
  (t) => [uniqueIndex('program_session_completions_enrolment_nomor_key').on(t.enrolmentId, t.nomor)],
);

export type ProgramSessionCompletionRow = typeof programSessionCompletions.$inferSelect;
