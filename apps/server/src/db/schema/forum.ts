import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { forumLimits, forumTags } from '@sehat/core/forum/limits';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Forum safety (docs/decisions/0041-forum-safety-model.md): shown as 'Anonim' to others; crisis
 * language in the current text (`risk`, cleared of review when written again); hidden from all
 * but the author and admins since `hidden_at` (by an admin, or by enough reports); the last
 * admin decision at `reviewed_at`.
 */
const safetyColumns = () => ({
  anonymous: boolean('anonymous').notNull().default(false),
  risk: boolean('risk').notNull().default(false),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});

const tagList = forumTags.map((tag) => `'${tag}'`).join(', ');

/**
 * Questions. `search` is kept by the database: Indonesian stems (so 'ketakutan' finds 'takut')
 * plus the plain lower-cased words (so a prefix of the word as typed always matches).
 * See docs/decisions/0015-forum-search.md.
 */
export const forumQuestions = pgTable(
  'forum_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    tag: text('tag', { enum: forumTags }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('indonesian'::regconfig, title || ' ' || description) || to_tsvector('simple'::regconfig, title || ' ' || description)`,
      ),
    // The text lower-cased once, when written: a search inside words tests it with LIKE rather
    // than lower-casing every row it reads with ILIKE (ADR 103).
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(title || ' ' || description)`),
    ...safetyColumns(),
    // Kept by triggers in the same transaction as the response writes (ADR 71).
    responseCount: integer('response_count').notNull().default(0),
    visibleResponseCount: integer('visible_response_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forum_questions_created_idx').on(t.createdAt, t.id),
    index('forum_questions_tag_created_idx').on(t.tag, t.createdAt, t.id),
    index('forum_questions_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('forum_questions_search_idx').using('gin', t.search),
    // Trigrams of the lower-cased text: a search word found inside words (ADRs 57, 103).
    index('forum_questions_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // What visitors list and count: the questions nobody hid.
    index('forum_questions_visible_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.hiddenAt} is null`),
    index('forum_questions_risk_idx')
      .on(t.id)
      .where(sql`${t.risk} and ${t.reviewedAt} is null`),
    index('forum_questions_reviewed_idx')
      .on(t.reviewedAt)
      .where(sql`${t.reviewedAt} is not null`),
    check('forum_questions_tag_check', sql.raw(`tag is null or tag in (${tagList})`)),
    check(
      'forum_questions_title_check',
      sql`char_length(${t.title}) between 1 and ${sql.raw(String(forumLimits.titleMax))}`,
    ),
    check(
      'forum_questions_description_check',
      sql`char_length(${t.description}) between 1 and ${sql.raw(String(forumLimits.descMax))}`,
    ),
  ],
);

export const forumResponses = pgTable(
  'forum_responses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => forumQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    ...safetyColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forum_responses_question_created_idx').on(t.questionId, t.createdAt, t.id),
    index('forum_responses_user_id_idx').on(t.userId),
    // What a signed-in member adds to the kept visible count: their own hidden responses.
    index('forum_responses_hidden_idx')
      .on(t.questionId, t.userId)
      .where(sql`${t.hiddenAt} is not null`),
    index('forum_responses_risk_idx')
      .on(t.id)
      .where(sql`${t.risk} and ${t.reviewedAt} is null`),
    index('forum_responses_reviewed_idx')
      .on(t.reviewedAt)
      .where(sql`${t.reviewedAt} is not null`),
    check(
      'forum_responses_text_check',
      sql`char_length(${t.text}) between 1 and ${sql.raw(String(forumLimits.responseMax))}`,
    ),
  ],
);

/**
 * How many questions there are per tag ('' for untagged), split into what nobody hid and what is
 * hidden; kept by a trigger on forum_questions in the same transaction as the write (ADR 71).
 */
export const forumQuestionTotals = pgTable('forum_question_totals', {
  tag: text('tag').primaryKey(),
  visible: integer('visible').notNull().default(0),
  hidden: integer('hidden').notNull().default(0),
});

/** One row per upvote. The primary key is what makes a second vote by the same user impossible. */
export const forumVotes = pgTable(
  'forum_votes',
  {
    responseId: integer('response_id')
      .notNull()
      .references(() => forumResponses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whether it moves the "membantu" order: not when its voter's account was new (ADR 184). */
    counted: boolean('counted').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'forum_votes_pkey', columns: [t.responseId, t.userId] }),
    index('forum_votes_user_id_idx').on(t.userId),
  ],
);

/**
 * Who did what to whose content and when: every moderation decision (keep, hide, delete) an
 * admin made on someone else's question or response. The record keeps only ids and names,
 * never the content.
 */
export const forumModerationActions = [
  'delete_question',
  'delete_response',
  'keep_question',
  'keep_response',
  'hide_question',
  'hide_response',
] as const;

export const forumModerationLog = pgTable(
  'forum_moderation_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    action: text('action', { enum: forumModerationActions }).notNull(),
    targetId: integer('target_id').notNull(),
    questionId: integer('question_id').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminUsername: text('admin_username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forum_moderation_log_created_idx').on(t.createdAt),
    index('forum_moderation_log_author_idx').on(t.authorId),
    index('forum_moderation_log_admin_idx').on(t.adminId),
  ],
);

export type ForumModerationAction = (typeof forumModerationActions)[number];
export type ForumQuestionRow = typeof forumQuestions.$inferSelect;
export type ForumResponseRow = typeof forumResponses.$inferSelect;
