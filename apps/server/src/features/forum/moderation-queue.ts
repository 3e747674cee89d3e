import type { ModerationKind, ModerationStatus } from '@sehat/core/forum/moderation-contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import { forumQuestions, forumReports, forumResponses, users } from '../../db/schema/index';
import type { QueueReport, QueueRow } from './moderation-presenter';

const excerptMax = 500;

export interface ModerationQueue {
  /** One page of the queue (risk first, then newest; decided ones by decision time) and its size. */
  list(
    status: ModerationStatus,
    page: { limit: number; offset: number },
  ): Promise<{ rows: QueueRow[]; reports: QueueReport[]; total: number; hasMore: boolean }>;
  /** One item with all its reports, whatever its state; undefined when it is gone. */
  find(kind: ModerationKind, id: number): Promise<{ row: QueueRow; reports: QueueReport[] } | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    moderationQueue: ModerationQueue;
  }
}

const q = forumQuestions;
const r = forumResponses;
const author = { id: users.id, username: users.username, photoPath: users.photoPath };
const safety = (t: typeof q | typeof r) => ({
  anonymous: t.anonymous,
  risk: t.risk,
  hiddenAt: t.hiddenAt,
  reviewedAt: t.reviewedAt,
  createdAt: t.createdAt,
});

const questionColumns = {
  id: q.id,
  questionId: q.id,
  excerpt: sql<string>`left(${q.title} || E'\\n' || ${q.description}, ${excerptMax})`,
  ...safety(q),
  author,
};
const responseColumns = {
  id: r.id,
  questionId: r.questionId,
  excerpt: sql<string>`left(${r.text}, ${excerptMax})`,
  ...safety(r),
  author,
};

/**
 * Waiting for a decision: open reports, or crisis language no admin has looked at yet. Written
 * as the (small) set of such ids, which both partial indexes give without scanning the forum.
 */
function openCondition(t: typeof q | typeof r, reportColumn: AnyPgColumn): SQL {
  return sql`${t.id} in (
    select ${reportColumn} from ${forumReports}
      where ${forumReports.resolvedAt} is null and ${reportColumn} is not null
    union all
    select ${t.id} from ${t} where ${t.risk} and ${t.reviewedAt} is null
  )`;
}

function statusCondition(status: ModerationStatus, t: typeof q | typeof r, column: AnyPgColumn) {
  const open = openCondition(t, column);
  return status === 'open' ? open : and(isNotNull(t.reviewedAt), not(open));
}

const time = (date: Date | null) => date?.getTime() ?? 0;

/** The queue's order across both kinds; the database sorts each kind the same way. */
function compare(status: ModerationStatus) {
  return (a: QueueRow, b: QueueRow) =>
    (status === 'open' ? Number(b.risk) - Number(a.risk) : time(b.reviewedAt) - time(a.reviewedAt)) ||
    time(b.createdAt) - time(a.createdAt) ||
    (a.kind === b.kind ? 0 : a.kind === 'question' ? -1 : 1) ||
    b.id - a.id;
}

export default fp(
  async (app) => {
    const { db } = app;

    const reportsOf = async (rows: QueueRow[], openOnly: boolean): Promise<QueueReport[]> => {
      const ids = (kind: ModerationKind) => rows.filter((row) => row.kind === kind).map((row) => row.id);
      const [questionIds, responseIds] = [ids('question'), ids('response')];
      if (rows.length === 0) return [];
      return db
        .select({
          questionId: forumReports.questionId,
          responseId: forumReports.responseId,
          reason: forumReports.reason,
          note: forumReports.note,
          createdAt: forumReports.createdAt,
        })
        .from(forumReports)
        .where(
          and(
            or(
              questionIds.length ? inArray(forumReports.questionId, questionIds) : undefined,
              responseIds.length ? inArray(forumReports.responseId, responseIds) : undefined,
            ),
            openOnly ? isNull(forumReports.resolvedAt) : undefined,
          ),
        )
        .orderBy(asc(forumReports.createdAt), asc(forumReports.id));
    };

    const queue: ModerationQueue = {
      async list(status, { limit, offset }) {
        const take = offset + limit + 1;
        const order = (t: typeof q | typeof r) =>
          status === 'open'
            ? [desc(t.risk), desc(t.createdAt), desc(t.id)]
            : [desc(t.reviewedAt), desc(t.createdAt), desc(t.id)];
        const questionWhere = statusCondition(status, q, forumReports.questionId);
        const responseWhere = statusCondition(status, r, forumReports.responseId);
        const [questions, responses, [questionTotal], [responseTotal]] = await Promise.all([
          db
            .select(questionColumns)
            .from(q)
            .innerJoin(users, eq(users.id, q.userId))
            .where(questionWhere)
            .orderBy(...order(q))
            .limit(take),
          db
            .select(responseColumns)
            .from(r)
            .innerJoin(users, eq(users.id, r.userId))
            .where(responseWhere)
            .orderBy(...order(r))
            .limit(take),
          db.select({ n: count() }).from(q).where(questionWhere),
          db.select({ n: count() }).from(r).where(responseWhere),
        ]);
        const merged = [
          ...questions.map((row) => ({ ...row, kind: 'question' as const })),
          ...responses.map((row) => ({ ...row, kind: 'response' as const })),
        ].sort(compare(status));
        const rows = merged.slice(offset, offset + limit);
        return {
          rows,
          reports: await reportsOf(rows, status === 'open'),
          total: (questionTotal?.n ?? 0) + (responseTotal?.n ?? 0),
          hasMore: merged.length > offset + limit,
        };
      },

      async find(kind, id) {
        const [found] =
          kind === 'question'
            ? await db
                .select(questionColumns)
                .from(q)
                .innerJoin(users, eq(users.id, q.userId))
                .where(eq(q.id, id))
            : await db
                .select(responseColumns)
                .from(r)
                .innerJoin(users, eq(users.id, r.userId))
                .where(eq(r.id, id));
        if (!found) return undefined;
        const row = { ...found, kind };
        return { row, reports: await reportsOf([row], false) };
      },
    };
    app.decorate('moderationQueue', queue);
  },
  { name: 'moderation-queue', dependencies: ['db'] },
);
