import type { ScreeningBand } from '@sehat/core/screenings/bands';
import type { ScreeningCode } from '@sehat/core/screenings/instruments';
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

/** An SRQ-29 question as it was when answered: its admin-edited text may change later. */
export type AskedQuestion = Omit<AnsweredQuestion, 'jawaban'>;

/**
 * Each questionnaire a result was answered against, stored once however many results name it
 * (ADR 249): found by its content, so the same questions are one row on every instance. No
 * result refers to it by a foreign key: every insert would lock this one row to check it.
 */
export const screeningQuestionnaires = pgTable(
  'screening_questionnaires',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').$type<ScreeningCode>().notNull(),
    questions: jsonb('questions').$type<AskedQuestion[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('screening_questionnaires_content_key').on(t.code, sql`md5((${t.questions})::text)`)],
);

/**
 * Every screening's results, one row each (ADR 236): `answers` holds each item's answer in
 * order; SRQ-29's own parts sit beside it and are null for the others: the questionnaire as it
 * was asked (PHQ-9's and GAD-7's are fixed in core), its result, severity and domains. `band`
 * is PHQ-9's and GAD-7's. A visitor's result has no user; `claim_hash` (the SHA-256 of the
 * token only their device was given) lets them keep it in an account later, and is cleared once
 * they do. A user's results go with the user.
 */
export const screeningResults = pgTable(
  'screening_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').$type<ScreeningCode>().notNull(),
    answers: jsonb('answers').$type<number[]>().notNull(),
    score: integer('score').notNull(),
    crisis: boolean('crisis').notNull(),
    band: text('band').$type<ScreeningBand>(),
    questionnaireId: integer('questionnaire_id'),
    hasil: text('hasil'),
    severity: text('severity'),
    domains: jsonb('domains').$type<DomainScore[]>(),
    claimHash: text('claim_hash'),
    /** The id the device gave the submission, so a resend (a queue sent offline) stores it once. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('screening_results_user_code_idx').on(t.userId, t.code, t.id),
    uniqueIndex('screening_results_claim_hash_key')
      .on(t.claimHash)
      .where(sql`${t.claimHash} is not null`),
    uniqueIndex('screening_results_client_id_key')
      .on(t.clientId)
      .where(sql`${t.clientId} is not null`),
    check('screening_results_code_check', sql`${t.code} in ('srq29', 'phq9', 'gad7')`),
    check(
      'screening_results_parts_check',
      sql`case when ${t.code} = 'srq29'
        then ${t.questionnaireId} is not null and ${t.hasil} is not null and ${t.severity} is not null
          and ${t.domains} is not null and ${t.band} is null
        else ${t.band} is not null and ${t.questionnaireId} is null and ${t.hasil} is null
          and ${t.severity} is null and ${t.domains} is null end`,
    ),
  ],
);

export type ScreeningResultRow = typeof screeningResults.$inferSelect;
/** A stored result with the questions it was answered against (SRQ-29's; null for the others). */
export type ResultWithQuestions = ScreeningResultRow & { questions: AskedQuestion[] | null };
/** A scored result to store: the claim hash and the time are the store's. */
export type NewScreeningResult = Omit<typeof screeningResults.$inferInsert, 'id' | 'claimHash' | 'createdAt'>;

/** What a visitor's result leaves behind in the counts: PHQ-9's and GAD-7's band, SRQ-29's result. */
export type CountedOutcome = { band: ScreeningBand } | { hasil: string; severity: string };

/**
 * What remains of visitors' results past their retention period (ADR 65): counts per day,
 * screening and outcome, nothing that could point to a person.
 */
export const screeningResultCounts = pgTable(
  'screening_result_counts',
  {
    day: date('day').notNull(),
    code: text('code').$type<ScreeningCode>().notNull(),
    outcome: jsonb('outcome').$type<CountedOutcome>().notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.code, t.outcome] })],
);
