import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { forumLimits } from '@sehat/core/forum/limits';
import type { ResponseListQuery } from '@sehat/core/forum/list-query';
import type { NewResponseBody } from '@sehat/core/forum/schemas';
import { FOREIGN_KEY_VIOLATION, pgErrorOf } from '../../platform/database/pg-error';
import { forumQuestions, forumResponses, forumVotes, users } from '../../db/schema/index';
import { afterCursor, cursorTime, type Cursor } from '../../platform/cursors/cursor';
import { afterVoteCursor, type VoteCursor } from './vote-cursor';
import { recordModeration, riskOnWrite } from './moderation-record';
import type { Actor } from './policy';
import type { ForumViewer } from './viewer';
import type { ResponseRecord } from './presenter';
import { limitInText, preparedShapes } from '../../platform/database/prepared';
import { rowsOf } from '../../platform/database/rows';
import type { Tx } from '../../platform/database/transaction';
import { createdRecord, insertResponse, type CreatedRow } from './response-insert';
import { questionResponseTotal } from './response-count';
import { viewerIdParam, viewerIdValue, viewerInSql, viewerShape, visibleTo } from './visibility';

/**
 * A page of responses and their total as the viewer sees it (the question's kept counters,
 * ADR 71), read in the same statement: undefined when the page is empty, or when the question
 * is hidden from the viewer or gone.
 */
export interface ResponsePageRows {
  rows: ResponseRecord[];
  hasMore: boolean;
  total: number | undefined;
}

export interface ForumResponsesRepository {
  /** A question's responses, oldest first, with votes as the viewer sees them. */
  list(
    questionId: number,
    query: ResponseListQuery,
    viewer: ForumViewer,
    after: Cursor | null,
  ): Promise<ResponsePageRows>;
  /** The same, most votes first; equal counts oldest first (ADR 69). */
  listByVotes(
    questionId: number,
    query: ResponseListQuery,
    viewer: ForumViewer,
    after: VoteCursor | null,
  ): Promise<ResponsePageRows>;
  findById(id: number, viewer: ForumViewer): Promise<ResponseRecord | undefined>;
  authorOf(id: number): Promise<{ authorId: number; questionId: number } | undefined>;
  /** Author and question of a response this viewer may see, under a question they may see. */
  findVisible(id: number, viewer: ForumViewer): Promise<{ authorId: number; questionId: number } | undefined>;
  /**
   * The new response of `author`, or undefined when the question is hidden from them or gone;
   * `risk`: crisis language. One transaction: the response, `limit` (the rate limits, counted
   * only when it commits), the question's author's notification.
   */
  create(
    questionId: number,
    author: ForumViewer & { id: number },
    body: NewResponseBody,
    risk: boolean,
    limit: (tx: Tx) => Promise<void>,
  ): Promise<ResponseRecord | undefined>;
  update(id: number, authorId: number, text: string, risk: boolean): Promise<boolean>;
  /** Deletes it (its votes go with it); a moderator's deletion is logged. */
  remove(id: number, authorId: number, moderator: Actor | null): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    forumResponsesRepository: ForumResponsesRepository;
  }
}

const r = forumResponses;

const voteCount = sql<number>`(select count(*) from ${forumVotes} where ${forumVotes.responseId} = ${r.id})::int`;

/** What orders "membantu": the votes of accounts that were not brand new when they voted (ADR 184). */
const rankVotes = sql<number>`(select count(*) from ${forumVotes} where ${forumVotes.responseId} = ${r.id} and ${forumVotes.counted})::int`;

function recordColumns(viewerId: number | Placeholder) {
  return {
    id: r.id,
    questionId: r.questionId,
    text: r.text,
    anonymous: r.anonymous,
    risk: r.risk,
    hiddenAt: r.hiddenAt,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    cursorAt: cursorTime(r.createdAt),
    vote: voteCount,
    rank: rankVotes,
    userVoted: sql<boolean>`exists (select 1 from ${forumVotes} where ${forumVotes.responseId} = ${r.id} and ${forumVotes.userId} = ${viewerId})`,
    author: { id: users.id, username: users.username, photoPath: users.photoPath },
  };
}

const questionIdParam = sql.placeholder('questionId');

export default fp(
  async (app) => {
    const { db } = app;

    /** A page of a question's responses visible to the viewer, in `order`, after `after`. */
    const pageQuery = (viewer: ForumViewer, order: SQL[], after: SQL | undefined, limit: number) =>
      db
        .select({
          ...recordColumns(viewerIdParam),
          total: questionResponseTotal(viewerInSql(viewer), questionIdParam),
        })
        .from(r)
        .innerJoin(users, eq(users.id, r.userId))
        .where(and(eq(r.questionId, questionIdParam), visibleTo(r, viewerInSql(viewer)), after))
        .orderBy(...order)
        .limit(limitInText(limit));
    // Opening a question reads its first page of the usual size: prepared per shape (ADRs 95, 98).
    const firstPages = preparedShapes<ReturnType<ReturnType<typeof pageQuery>['prepare']>>('forum_responses');

    const page = async (
      questionId: number,
      query: ResponseListQuery,
      viewer: ForumViewer,
      { after, order, sort }: { after: SQL | undefined; order: SQL[]; sort: string },
    ): Promise<ResponsePageRows> => {
      const values = { questionId, viewerId: viewerIdValue(viewer) };
      const limit = query.limit + 1;
      const statement =
        after || query.limit !== forumLimits.pageSizeDefault
          ? pageQuery(viewer, order, after, limit)
          : firstPages(`${viewerShape(viewer)}_${sort}`, (name) =>
              pageQuery(viewer, order, undefined, limit).prepare(name),
            );
      const rows = await statement.execute(values);
      return {
        rows: rows.slice(0, query.limit).map(({ total: _total, ...row }) => row),
        hasMore: rows.length > query.limit,
        total: rows[0]?.total ?? undefined,
      };
    };
    const repository: ForumResponsesRepository = {
      async list(questionId, query, viewer, after) {
        return page(questionId, query, viewer, {
          after: after ? afterCursor(r.createdAt, r.id, after, false) : undefined,
          order: [asc(r.createdAt), asc(r.id)],
          sort: 'time',
        });
      },
      async listByVotes(questionId, query, viewer, after) {
        return page(questionId, query, viewer, {
          after: after ? afterVoteCursor(rankVotes, r.createdAt, r.id, after) : undefined,
          order: [desc(rankVotes), asc(r.createdAt), asc(r.id)],
          sort: 'votes',
        });
      },
      async findById(id, viewer) {
        const [row] = await db
          .select(recordColumns(viewerIdValue(viewer)))
          .from(r)
          .innerJoin(users, eq(users.id, r.userId))
          .where(and(eq(r.id, id), visibleTo(r, viewer)));
        return row;
      },
      async findVisible(id, viewer) {
        const q = forumQuestions;
        const [row] = await db
          .select({ authorId: r.userId, questionId: r.questionId })
          .from(r)
          .innerJoin(q, eq(q.id, r.questionId))
          .where(and(eq(r.id, id), visibleTo(r, viewer), visibleTo(q, viewer)));
        return row;
      },
      async authorOf(id) {
        const [row] = await db
          .select({ authorId: r.userId, questionId: r.questionId })
          .from(r)
          .where(eq(r.id, id));
        return row;
      },
      async create(questionId, author, body, risk, limit) {
        try {
          return await db.transaction(async (tx) => {
            const statement = insertResponse(questionId, author, body, risk, app.notifier.recipientTurn);
            const [created] = rowsOf<CreatedRow>(await tx.execute(statement));
            if (!created) return undefined;
            await limit(tx);
            if (created.question_author_id !== author.id) {
              const question = { id: questionId, authorId: created.question_author_id, title: created.title };
              await app.notifier.forumResponse(tx, question);
            }
            return createdRecord(created);
          });
        } catch (error) {
          // The question was deleted while the response went in.
          if (pgErrorOf(error)?.code === FOREIGN_KEY_VIOLATION) return undefined;
          throw error;
        }
      },
      async update(id, authorId, text, risk) {
        const rows = await db
          .update(r)
          .set({ text, ...riskOnWrite(risk), updatedAt: sql`now()` })
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
            const [question] = await tx
              .select({ title: forumQuestions.title })
              .from(forumQuestions)
              .where(eq(forumQuestions.id, gone.questionId));
            const target = {
              kind: 'response' as const,
              id,
              authorId,
              questionId: gone.questionId,
              title: question?.title ?? '',
            };
            await recordModeration(app, tx, target, 'delete', moderator, { tellAuthor: true });
          }
          return true;
        });
      },
    };
    app.decorate('forumResponsesRepository', repository);
  },
  { name: 'forum-responses-repository', dependencies: ['db', 'notifier'] },
);
