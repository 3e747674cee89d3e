import { and, asc, count, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ResponseListQuery } from '@sehat/core/forum/list-query';
import { FOREIGN_KEY_VIOLATION, pgErrorOf } from '../../../db/pg-error';
import { forumModerationLog, forumResponses, forumVotes, users } from '../../../db/schema/index';
import { afterCursor, cursorTime, type Cursor } from '../../../lib/cursor';
import type { Actor } from '../../../policies/forum';
import type { ResponseRecord } from '../../../presenters/forum';

export interface ResponsePageRows {
  rows: ResponseRecord[];
  total: number;
  hasMore: boolean;
}

export interface ForumResponsesRepository {
  /** A question's responses, oldest first, with votes as the viewer sees them. */
  list(
    questionId: number,
    query: ResponseListQuery,
    viewerId: number | null,
    after: Cursor | null,
  ): Promise<ResponsePageRows>;
  findById(id: number, viewerId: number | null): Promise<ResponseRecord | undefined>;
  authorOf(id: number): Promise<{ authorId: number; questionId: number } | undefined>;
  /** The new response's id, or undefined when the question no longer exists. */
  create(questionId: number, userId: number, text: string): Promise<number | undefined>;
  update(id: number, authorId: number, text: string): Promise<boolean>;
  /** Deletes it (its votes go with it); a moderator's deletion is logged. */
  remove(id: number, authorId: number, moderator: Actor | null): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    forumResponsesRepository: ForumResponsesRepository;
  }
}

const r = forumResponses;

function recordColumns(viewerId: number | null) {
  return {
    id: r.id,
    questionId: r.questionId,
    text: r.text,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    cursorAt: cursorTime(r.createdAt),
    vote: sql<number>`(select count(*) from ${forumVotes} where ${forumVotes.responseId} = ${r.id})::int`,
    userVoted: sql<boolean>`exists (select 1 from ${forumVotes} where ${forumVotes.responseId} = ${r.id} and ${forumVotes.userId} = ${viewerId ?? -1})`,
    author: { id: users.id, username: users.username, fullName: users.fullName, photoPath: users.photoPath },
  };
}

export default fp(
  async (app) => {
    const { db } = app;
    const repository: ForumResponsesRepository = {
      async list(questionId, query, viewerId, after) {
        const ofQuestion = eq(r.questionId, questionId);
        const [rows, [counted]] = await Promise.all([
          db
            .select(recordColumns(viewerId))
            .from(r)
            .innerJoin(users, eq(users.id, r.userId))
            .where(and(ofQuestion, after ? afterCursor(r.createdAt, r.id, after, false) : undefined))
            .orderBy(asc(r.createdAt), asc(r.id))
            .limit(query.limit + 1),
          db.select({ total: count() }).from(r).where(ofQuestion),
        ]);
        return {
          rows: rows.slice(0, query.limit),
          total: counted?.total ?? 0,
          hasMore: rows.length > query.limit,
        };
      },
      async findById(id, viewerId) {
        const [row] = await db
          .select(recordColumns(viewerId))
          .from(r)
          .innerJoin(users, eq(users.id, r.userId))
          .where(eq(r.id, id));
        return row;
      },
      async authorOf(id) {
        const [row] = await db
          .select({ authorId: r.userId, questionId: r.questionId })
          .from(r)
          .where(eq(r.id, id));
        return row;
      },
      async create(questionId, userId, text) {
        try {
          const [row] = await db.insert(r).values({ questionId, userId, text }).returning({ id: r.id });
          return row!.id;
        } catch (error) {
          // The question was deleted between the check and the insert.
          if (pgErrorOf(error)?.code === FOREIGN_KEY_VIOLATION) return undefined;
          throw error;
        }
      },
      async update(id, authorId, text) {
        const rows = await db
          .update(r)
          .set({ text, updatedAt: sql`now()` })
          .where(and(eq(r.id, id), eq(r.userId, authorId)))
          .returning({ id: r.id });
        return rows.length > 0;
      },
      async remove(id, authorId, moderator) {
        return db.transaction(async (tx) => {
          const deleted = await tx
            .delete(r)
            .where(and(eq(r.id, id), eq(r.userId, authorId)))
            .returning({ questionId: r.questionId });
          const gone = deleted[0];
          if (!gone) return false;
          if (moderator) {
            await tx.insert(forumModerationLog).values({
              action: 'delete_response',
              targetId: id,
              questionId: gone.questionId,
              authorId,
              adminId: moderator.id,
              adminUsername: moderator.username,
            });
          }
          return true;
        });
      },
    };
    app.decorate('forumResponsesRepository', repository);
  },
  { name: 'forum-responses-repository', dependencies: ['db'] },
);
