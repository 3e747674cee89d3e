import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { caseNoteKinds } from '@sehat/core/chat/case-notes';
import { escalationOutcomes, type EscalationStepState } from '@sehat/core/chat/escalation';
import { conversations } from './chat';
import { users } from './users';

/**
 * Each time a counsellor resolved a conversation. A conversation is one per person and lives on,
 * so these mark where one request for help ends: the person rates a resolution, and the
 * reports count the stretches between them (ADR 196, 197).
 */
export const chatResolutions = pgTable(
  'chat_resolutions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
    // Who held it when it was resolved (else who resolved it): whose work a review scores and
    // who is offered care after a risky one (issue 50 items 4 and 5, ADR 231).
    counsellorId: integer('counsellor_id').references(() => users.id, { onDelete: 'set null' }),
    // A risk signal came in since the previous resolution: always reviewed, and debriefed.
    risky: boolean('risky').notNull().default(false),
  },
  (t) => [
    index('chat_resolutions_conversation_idx').on(t.conversationId, t.resolvedAt),
    index('chat_resolutions_resolved_at_idx').on(t.resolvedAt),
  ],
);

/**
 * The team's private words on a conversation, never shown to its person: the counsellors' notes
 * (ADR 195) and a supervisor's whispers to the counsellor (ADR 229), kept alike.
 */
export const chatNotes = pgTable(
  'chat_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: caseNoteKinds }).notNull().default('note'),
    // A note stays with the conversation after its author's account is deleted.
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_notes_conversation_idx').on(t.conversationId, t.id),
    check('chat_notes_kind_check', sql`${t.kind} in ('note', 'whisper')`),
  ],
);

/** The case summary the next counsellor reads first: one per conversation, overwritten. */
export const chatCaseSummaries = pgTable(
  'chat_case_summaries',
  {
    conversationId: integer('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    riskLevel: text('risk_level', { enum: ['rendah', 'sedang', 'tinggi'] }).notNull(),
    referralMade: boolean('referral_made').notNull(),
    followUp: text('follow_up').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('chat_case_summaries_risk_check', sql`${t.riskLevel} in ('rendah', 'sedang', 'tinggi')`)],
);

/** The person's rating of one resolution: at most one each (the unique index says so). */
export const chatRatings = pgTable(
  'chat_ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    resolutionId: integer('resolution_id')
      .notNull()
      .references(() => chatResolutions.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_ratings_resolution_key').on(t.resolutionId),
    index('chat_ratings_conversation_idx').on(t.conversationId),
    check('chat_ratings_score_check', sql`${t.score} between 1 and 5`),
  ],
);

export type ChatNoteRow = typeof chatNotes.$inferSelect;
export type ChatCaseSummaryRow = typeof chatCaseSummaries.$inferSelect;

/**
 * The escalation protocol a counsellor opened for imminent risk (ADR 230): its steps (each with
 * the server's time when first done) and how it ended. Kept with the conversation.
 */
export const chatEscalations = pgTable(
  'chat_escalations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    counsellorId: integer('counsellor_id').references(() => users.id, { onDelete: 'set null' }),
    steps: jsonb('steps').$type<EscalationStepState[]>().notNull(),
    outcome: text('outcome', { enum: escalationOutcomes }).notNull().default('ongoing'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_escalations_conversation_idx').on(t.conversationId, t.id),
    check(
      'chat_escalations_outcome_check',
      sql.raw(`outcome in (${escalationOutcomes.map((o) => `'${o}'`).join(', ')})`),
    ),
  ],
);
