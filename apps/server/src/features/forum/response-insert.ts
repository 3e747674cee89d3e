import type { NewResponseBody } from '@sehat/core/forum/schemas';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { forumQuestions, forumResponses, users } from '../../db/schema/index';
import type { ResponseRecord } from './presenter';
import type { ForumViewer } from './viewer';
import { visibleTo } from './visibility';

/** The new response as the statement returns it, beside its question's author and title. */
export interface CreatedRow {
  id: number;
  question_id: number;
  text: string;
  anonymous: boolean;
  risk: boolean;
  created_at: string;
  updated_at: string;
  cursor_at: string;
  user_id: number;
  username: string;
  photo_path: string | null;
  question_author_id: number;
  title: string;
}

/**
 * One statement: the response goes in only under a question `author` may see, and comes back
 * whole with the question's author and title; it takes that author's turn for their
 * notification (`turn`) when they are someone else, so the statement that writes it sees every
 * write before.
 */
export function insertResponse(
  questionId: number,
  author: ForumViewer & { id: number },
  body: NewResponseBody,
  risk: boolean,
  turn: (userId: SQL) => SQL,
): SQL {
  const q = forumQuestions;
  const r = forumResponses;
  return sql`with question as (
      select ${q.id} as id, ${q.userId} as author_id, ${q.title} as title from ${q}
      where ${and(eq(q.id, questionId), visibleTo(q, author))}
    ), created as (
      insert into ${r} (question_id, user_id, text, anonymous, risk)
      select id, ${author.id}::int, ${body.text}::text, ${body.anonymous}::boolean, ${risk}::boolean
      from question
      returning id, question_id, user_id, text, anonymous, risk, created_at, updated_at
    ), author_turn as materialized (
      select ${turn(sql`author_id`)} from question where author_id <> ${author.id}::int
    )
    select created.*, to_char(created.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
      ${users.username}, ${users.photoPath}, question.author_id as question_author_id, question.title,
      (select count(*) from author_turn) as turns
    from created join ${users} on ${users.id} = created.user_id cross join question`;
}

/** A response no one has voted on yet, as the presenter takes it. */
export function createdRecord(row: CreatedRow): ResponseRecord {
  const r = forumResponses;
  return {
    id: row.id,
    questionId: row.question_id,
    text: row.text,
    anonymous: row.anonymous,
    risk: row.risk,
    hiddenAt: null,
    createdAt: r.createdAt.mapFromDriverValue(row.created_at) as Date,
    updatedAt: r.updatedAt.mapFromDriverValue(row.updated_at) as Date,
    cursorAt: row.cursor_at,
    vote: 0,
    rank: 0,
    userVoted: false,
    author: { id: row.user_id, username: row.username, photoPath: row.photo_path },
  };
}
