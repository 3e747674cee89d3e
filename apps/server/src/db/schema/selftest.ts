import type { Kategori } from '@sehat/core/selftest/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The questionnaire. `nomor` is the stable id; `position` orders the test. A null `kategori`
 * is asked but not scored; `crisis` marks questions whose "yes" shows help first.
 */
export const selftestQuestions = pgTable(
  'selftest_questions',
  {
    nomor: integer('nomor').primaryKey().generatedAlwaysAsIdentity(),
    position: integer('position').notNull(),
    pertanyaan: text('pertanyaan').notNull(),
    kategori: text('kategori').$type<Kategori>(),
    crisis: boolean('crisis').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('selftest_questions_position_idx').on(t.position, t.nomor),
    check('selftest_questions_kategori_check', sql`${t.kategori} in ('neurosis', 'psikotik', 'ptsd', 'zat')`),
  ],
);

/**
 * One row: a number the database raises whenever a question is added, changed or removed
 * (a statement trigger, migration 0018). A submission is stored only while it is still the
 * number its answers were scored against (ADR 99).
 */
export const selftestQuestionnaire = pgTable(
  'selftest_questionnaire',
  {
    single: boolean('single').primaryKey().default(true),
    version: integer('version').notNull().default(0),
  },
  (t) => [check('selftest_questionnaire_single_check', sql`${t.single}`)],
);

export type QuestionRow = typeof selftestQuestions.$inferSelect;
