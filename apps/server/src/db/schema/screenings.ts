import type { ScreeningBand } from '@sehat/core/screenings/bands';
import type { ScoredScreeningCode, ScreeningAnswer } from '@sehat/core/screenings/instruments';
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
 * PHQ-9 and GAD-7 results. The item texts are fixed in core, so the answers are kept by item
 * order only. A visitor's result has no user; `claim_hash` (the SHA-256 of the token only their
 * device was given) lets them keep it in an account later, and is cleared once they do. A
 * user's results go with the user.
 */
export const screeningSubmissions = pgTable(
  'screening_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').$type<ScoredScreeningCode>().notNull(),
    answers: jsonb('answers').$type<ScreeningAnswer[]>().notNull(),
    score: integer('score').notNull(),
    band: text('band').$type<ScreeningBand>().notNull(),
    crisis: boolean('crisis').notNull(),
    claimHash: text('claim_hash'),
    /** The id the device gave the submission, so a resend (a queue sent offline) stores it once. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('screening_submissions_user_code_idx').on(t.userId, t.code, t.id),
    uniqueIndex('screening_submissions_client_id_key')
      .on(t.clientId)
      .where(sql`${t.clientId} is not null`),
    check('screening_submissions_code_check', sql`${t.code} in ('phq9', 'gad7')`),
  ],
);

export type ScreeningSubmissionRow = typeof screeningSubmissions.$inferSelect;

/**
 * What remains of visitors' results past their retention period (as for SRQ-29, ADR 65):
 * counts per day, screening and band.
 */
export const screeningAnonymousCounts = pgTable(
  'screening_anonymous_counts',
  {
    day: date('day').notNull(),
    code: text('code').notNull(),
    band: text('band').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.code, t.band] })],
);
