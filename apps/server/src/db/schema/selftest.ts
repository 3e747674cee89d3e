import type { Kategori } from '@sehat/core/selftest/constants';
import type { DomainScore } from '@sehat/core/selftest/scoring';
import type { AnsweredQuestion } from '@sehat/core/selftest/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

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

/**
 * Scored submissions. Each keeps the questions exactly as they were answered (nomor, text,
 * category, answer), so later edits never change a stored result. Anonymous ones have no
 * user and store no other identifier; a user's go with the user.
 */
export const selftestSubmissions = pgTable(
  'selftest_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<AnsweredQuestion[]>().notNull(),
    hasil: text('hasil').notNull(),
    severity: text('severity').notNull(),
    score: integer('score').notNull(),
    domains: jsonb('domains').$type<DomainScore[]>().notNull(),
    crisis: boolean('crisis').notNull(),
    /**
     * A visitor's result: the SHA-256 of the token only their device holds, which attaches it
     * to the account they sign in to (with their consent) within a day; then cleared (ADR 113).
     */
    claimTokenHash: text('claim_token_hash'),
    /** The id the device gave the submission, so a resend (a queue sent offline) stores it once. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('selftest_submissions_user_id_idx').on(t.userId, t.id),
    uniqueIndex('selftest_submissions_claim_token_hash_key')
      .on(t.claimTokenHash)
      .where(sql`${t.claimTokenHash} is not null`),
    uniqueIndex('selftest_submissions_client_id_key')
      .on(t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

export type QuestionRow = typeof selftestQuestions.$inferSelect;
export type SubmissionRow = typeof selftestSubmissions.$inferSelect;

/**
 * What remains of anonymous submissions past their retention period: counts per day and
 * result, nothing that could point to a person (docs/decisions/0065-data-retention.md).
 */
export const selftestAnonymousCounts = pgTable(
  'selftest_anonymous_counts',
  {
    day: date('day').notNull(),
    hasil: text('hasil').notNull(),
    severity: text('severity').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hasil, t.severity] })],
);
