import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { chatResolutions } from './chat-case';
import { conversations } from './chat';
import { users } from './users';

/**
 * A supervisor's review of a conversation against the rubric (issue 50 item 4, ADR 231): staff's
 * record of staff's work, kept with the conversation and never shown to its person.
 */
export const chatReviews = pgTable(
  'chat_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    resolutionId: integer('resolution_id').references(() => chatResolutions.id, { onDelete: 'set null' }),
    counsellorId: integer('counsellor_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    engagement: smallint('engagement').notNull(),
    collaboration: smallint('collaboration').notNull(),
    safetyAssessment: smallint('safety_assessment').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_reviews_conversation_idx').on(t.conversationId, t.id),
    index('chat_reviews_resolution_idx').on(t.resolutionId),
    check(
      'chat_reviews_scores_check',
      sql`${t.engagement} between 1 and 5 and ${t.collaboration} between 1 and 5 and ${t.safetyAssessment} between 1 and 5`,
    ),
  ],
);

/**
 * The debrief owed to a counsellor after a risky conversation was resolved (issue 50 item 5):
 * one per such resolution, due 24 hours after it, held when someone marks it so.
 */
export const chatDebriefs = pgTable(
  'chat_debriefs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    resolutionId: integer('resolution_id')
      .notNull()
      .references(() => chatResolutions.id, { onDelete: 'cascade' }),
    // Cascades, never set null: one deletion may reach a row both through its resolution and
    // through a person, and an update to a row whose resolution is going fails the key check.
    counsellorId: integer('counsellor_id').references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }),
    heldBy: integer('held_by').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('chat_debriefs_resolution_key').on(t.resolutionId),
    index('chat_debriefs_open_idx')
      .on(t.dueAt)
      .where(sql`${t.heldAt} is null`),
  ],
);

/** A staff member's private wellbeing check: theirs alone to read; reports count and average. */
export const staffWellbeing = pgTable(
  'staff_wellbeing',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_wellbeing_user_idx').on(t.userId, t.id),
    index('staff_wellbeing_created_at_idx').on(t.createdAt),
    check('staff_wellbeing_score_check', sql`${t.score} between 1 and 5`),
  ],
);

export type ChatDebriefRow = typeof chatDebriefs.$inferSelect;
