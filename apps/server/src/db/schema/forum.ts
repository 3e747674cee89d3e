import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { forumLimits, forumTags } from '@sehat/core/forum/limits';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forum_questions_created_idx').on(t.createdAt, t.id),
    index('forum_questions_tag_created_idx').on(t.tag, t.createdAt, t.id),
    index('forum_questions_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('forum_questions_search_idx').using('gin', t.search),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forum_responses_question_created_idx').on(t.questionId, t.createdAt, t.id),
    index('forum_responses_user_id_idx').on(t.userId),
    check(
      'forum_responses_text_check',
      sql`char_length(${t.text}) between 1 and ${sql.raw(String(forumLimits.responseMax))}`,
    ),
  ],
);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'forum_votes_pkey', columns: [t.responseId, t.userId] }),
    index('forum_votes_user_id_idx').on(t.userId),
  ],
);

/**
 * Who removed whose content and when, for deletions an admin made on someone else's
 * question or response. The content itself is gone; the record keeps only ids and names.
 */
export const forumModerationLog = pgTable(
  'forum_moderation_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    action: text('action', { enum: ['delete_question', 'delete_response'] }).notNull(),
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

export type ForumQuestionRow = typeof forumQuestions.$inferSelect;
export type ForumResponseRow = typeof forumResponses.$inferSelect;
