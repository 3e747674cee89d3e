import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { forumLimits, forumTags } from '@sehat/core/forum/limits';
import type { QuestionListQuery } from '@sehat/core/forum/list-query';
import type { ForumQuestionBody, NewQuestionBody } from '@sehat/core/forum/schemas';
import { forumQuestionTotals, forumQuestions, users } from '../../db/schema/index';
import { limitInText, plannedEachTime, preparedShapes } from '../../platform/database/prepared';
import { afterCursor, cursorTime, type Cursor } from '../../platform/cursors/cursor';
import { recordModeration, riskOnWrite } from './moderation-record';
import type { Actor } from './policy';
import type { ForumViewer } from './viewer';
import type { QuestionRecord } from './presenter';
import { responseCountFor } from './response-count';
import { searchFilter, type SearchFilter } from './search';
import { viewerIdValue, viewerInSql, viewerShape, visibleTo, type ViewerInSql } from './visibility';

/** How many questions the filters match; a search's count stops at a cap (`totalCapped`). */
export interface QuestionTotal {
  total: number;
  totalCapped: boolean;
}

export interface QuestionPageRows extends QuestionTotal {
  rows: QuestionRecord[];
  hasMore: boolean;
}

export interface ForumQuestionsRepository {
  /** One page in the requested order, plus how many questions the filters match. */
  list(query: QuestionListQuery, viewer: ForumViewer, after: Cursor | null): Promise<QuestionPageRows>;
  /** The question, unless it is hidden from this viewer. */
  findById(id: number, viewer: ForumViewer): Promise<QuestionRecord | undefined>;
  /** Whether the question exists and this viewer may see it. */
  isVisible(id: number, viewer: ForumViewer): Promise<boolean>;
  /** How many of its responses this viewer sees (kept counters); undefined when it is hidden or gone. */
  responseTotal(id: number, viewer: ForumViewer): Promise<number | undefined>;
  authorOf(id: number): Promise<number | undefined>;
  /** `risk`: the text carries crisis language. */
  create(userId: number, body: NewQuestionBody, risk: boolean): Promise<number>;
  /** Changes the question if `authorId` still wrote it; false when it is gone. */
  update(id: number, authorId: number, body: ForumQuestionBody, risk: boolean): Promise<boolean>;
  /** Deletes it (responses and votes go with it); a moderator's deletion is logged. */
  remove(id: number, authorId: number, moderator: Actor | null): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    forumQuestionsRepository: ForumQuestionsRepository;
  }
}

const q = forumQuestions;

/** The question as `viewer` sees it, its response count included. */
function recordColumns(viewer: ViewerInSql) {
  return {
    id: q.id,
    title: q.title,
    description: q.description,
    tag: q.tag,
    anonymous: q.anonymous,
    risk: q.risk,
    hiddenAt: q.hiddenAt,
    createdAt: q.createdAt,
    updatedAt: q.updatedAt,
    cursorAt: cursorTime(q.createdAt),
    responseCount: responseCountFor(viewer),
    author: { id: users.id, username: users.username, photoPath: users.photoPath },
  };
}

/** The list's filters but a search; the tag and the viewer's id are placeholders, bound per request. */
function filters(query: QuestionListQuery, viewer: ViewerInSql): SQL | undefined {
  return and(
    query.tag ? eq(q.tag, tagParam) : undefined,
    query.mine ? eq(q.userId, viewer.id ?? -1) : undefined,
  );
}

/** What changes a list statement's text: the viewer's kind, the order and the filters present. */
const listShape = (query: QuestionListQuery, viewer: ForumViewer) =>
  `${viewerShape(viewer)}_${query.sort}_${query.tag ? 'tag' : 'all'}${query.mine ? '_mine' : ''}`;

/** Newest or oldest first, ties broken by id: the keyset cursor's order. */
const orderOf = (query: QuestionListQuery) =>
  query.sort === 'terbaru' ? [desc(q.createdAt), desc(q.id)] : [asc(q.createdAt), asc(q.id)];

const tagParam = sql.placeholder('tag');

/** The kept totals' keys: one per tag, and '' for the questions without one (migration 0010). */
const totalsKeys = ['', ...forumTags];

export default fp(
  async (app) => {
    const { db } = app;
    /** Questions per tag (or all) from the kept totals; admins also count the hidden ones. */
    const keptTotal = (tagged: boolean, withHidden: boolean) => {
      const t = forumQuestionTotals;
      const sum = withHidden ? sql`${t.visible} + ${t.hidden}` : sql`${t.visible}`;
      // All of them by key too (ADR 104): a scan would read every page a bulk write left behind.
      return db
        .select({ total: sql<number>`coalesce(sum(${sum}), 0)::int` })
        .from(t)
        .where(tagged ? eq(t.tag, tagParam) : inArray(t.tag, totalsKeys));
    };
    /**
     * How many questions the filters of a list without search match, as one SQL expression: what
     * nobody hid plus the viewer's own hidden ones, each part on its index; without 'mine' the
     * first part is read from the kept totals (ADR 71).
     */
    const matchCount = (query: QuestionListQuery, viewer: ViewerInSql, where: SQL | undefined) => {
      const countWhere = (condition: SQL | undefined) =>
        db.select({ total: count() }).from(q).where(and(where, condition));
      const nobodyHid = query.mine
        ? countWhere(isNull(q.hiddenAt))
        : keptTotal(Boolean(query.tag), viewer.admin);
      const counts =
        viewer.admin && query.mine
          ? [countWhere(undefined)]
          : [
              nobodyHid,
              ...(viewer.id === null || viewer.admin
                ? []
                : [countWhere(and(isNotNull(q.hiddenAt), eq(q.userId, viewer.id)))]),
            ];
      return sql<number>`(${sql.join(
        counts.map((part) => sql`(${part})`),
        sql` + `,
      )})::int`;
    };
    /**
     * One page in the query's order after `after`, and the total: it rides along with the rows as
     * an uncorrelated subquery, computed once per query, so a page is one round trip (ADR 83).
     */
    const pageQuery = (query: QuestionListQuery, viewer: ForumViewer, after: Cursor | null) => {
      const newestFirst = query.sort === 'terbaru';
      const inSql = viewerInSql(viewer);
      const where = filters(query, inSql);
      const order = orderOf(query);
      const total = matchCount(query, inSql, where);
      const rows = db
        .select({ ...recordColumns(inSql), total })
        .from(q)
        .innerJoin(users, eq(users.id, q.userId))
        .where(
          and(
            where,
            visibleTo(q, inSql),
            after ? afterCursor(q.createdAt, q.id, after, newestFirst) : undefined,
          ),
        )
        .orderBy(...order)
        .limit(limitInText(query.limit + 1));
      return { rows, total };
    };
    /**
     * A search (ADR 103): first its matches in the page's order, up to one past the count's cap
     * (ADRs 89, 96), then the page, read by their ids. The matches are the one statement that
     * tests the words; below the cap they are all of them, so a later page of a rare word is read
     * by ids too. Only a later page of a broad search tests the words again after its cursor. The
     * statements are built once per shape; those that test the words are planned per execution,
     * for their words. The first page by ids holds no words: `pageName` prepares it once per list
     * shape (ADR 107).
     */
    const searchStatements = (
      query: QuestionListQuery,
      viewer: ForumViewer,
      after: Cursor | null,
      search: SearchFilter,
      pageName = plannedEachTime,
    ) => {
      const inSql = viewerInSql(viewer);
      const where = and(filters(query, inSql), search.condition, visibleTo(q, inSql));
      const page = (matching: SQL | undefined, name: string) =>
        db
          .select(recordColumns(inSql))
          .from(q)
          .innerJoin(users, eq(users.id, q.userId))
          .where(
            and(
              matching,
              after ? afterCursor(q.createdAt, q.id, after, query.sort === 'terbaru') : undefined,
            ),
          )
          .orderBy(...orderOf(query))
          .limit(limitInText(query.limit + 1))
          .prepare(name);
      return {
        matches: db
          .select({ id: q.id })
          .from(q)
          .where(where)
          .orderBy(...orderOf(query))
          .limit(limitInText(forumLimits.searchCountCap + 1))
          .prepare(plannedEachTime),
        broadPageAfter: page(where, plannedEachTime),
        // Visibility again: a question hidden since the matches were read stays hidden.
        pageOfIds: page(
          and(sql`${q.id} = any(${sql.placeholder('ids')}::int[])`, visibleTo(q, inSql)),
          pageName,
        ),
      };
    };
    const firstSearchPages = preparedShapes<ReturnType<typeof searchStatements>>('forum_search');
    const searchPage = async (
      query: QuestionListQuery,
      viewer: ForumViewer,
      after: Cursor | null,
      search: SearchFilter,
    ): Promise<QuestionPageRows> => {
      const shape = `${listShape(query, viewer)}_${search.shape}`;
      // Kept for the first page of the usual size and up to three words: a few hundred shapes at
      // most, so a client cannot fill the server's memory with word patterns.
      const statements =
        after || query.limit !== forumLimits.pageSizeDefault || search.shape.length > 3
          ? searchStatements(query, viewer, after, search)
          : firstSearchPages(shape, () =>
              searchStatements(query, viewer, null, search, `forum_search_page_${listShape(query, viewer)}`),
            );
      const values = { viewerId: viewerIdValue(viewer), tag: query.tag, ...search.values };
      const matches = await statements.matches.execute(values);
      if (matches.length === 0) return { rows: [], total: 0, totalCapped: false, hasMore: false };
      const cap = forumLimits.searchCountCap;
      const capped = matches.length > cap;
      const ids = (after ? matches : matches.slice(0, query.limit + 1)).map((match) => match.id);
      const rows =
        after && capped
          ? await statements.broadPageAfter.execute(values)
          : await statements.pageOfIds.execute({ ...values, ids: `{${ids.join(',')}}` });
      return {
        rows: rows.slice(0, query.limit),
        total: capped ? cap : matches.length,
        totalCapped: capped,
        hasMore: rows.length > query.limit,
      };
    };
    // A first page of the usual size (the list, a tag, 'mine') is prepared per shape (ADRs 95,
    // 98); a cursor and another size make statements of their own.
    const firstPages =
      preparedShapes<ReturnType<ReturnType<typeof pageQuery>['rows']['prepare']>>('forum_questions');
    /** How many responses the viewer sees under a question they may see; asked on every opening. */
    const responseTotalQuery = (viewer: ForumViewer) => {
      const inSql = viewerInSql(viewer);
      return db
        .select({ total: recordColumns(inSql).responseCount })
        .from(q)
        .where(and(eq(q.id, sql.placeholder('id')), visibleTo(q, inSql)));
    };
    const responseTotals =
      preparedShapes<ReturnType<ReturnType<typeof responseTotalQuery>['prepare']>>('forum_response_total');
    const repository: ForumQuestionsRepository = {
      async list(query, viewer, after) {
        const search = searchFilter(q, query.q);
        if (search) return searchPage(query, viewer, after, search);
        const values = { viewerId: viewerIdValue(viewer), tag: query.tag };
        const shape = listShape(query, viewer);
        const statement =
          after || query.limit !== forumLimits.pageSizeDefault
            ? pageQuery(query, viewer, after).rows
            : firstPages(shape, (name) => pageQuery(query, viewer, null).rows.prepare(name));
        const rows = await statement.execute(values);
        const totalAlone = () =>
          db
            .select({ total: pageQuery(query, viewer, after).total })
            .from(sql`(select 1) as one`)
            .execute(values);
        const [counted] = rows.length > 0 ? rows : await totalAlone();
        return {
          rows: rows.slice(0, query.limit).map(({ total: _total, ...row }) => row),
          total: counted?.total ?? 0,
          totalCapped: false,
          hasMore: rows.length > query.limit,
        };
      },
      async findById(id, viewer) {
        const [row] = await db
          .select(recordColumns(viewer))
          .from(q)
          .innerJoin(users, eq(users.id, q.userId))
          .where(and(eq(q.id, id), visibleTo(q, viewer)));
        return row;
      },
      async isVisible(id, viewer) {
        const [row] = await db
          .select({ id: q.id })
          .from(q)
          .where(and(eq(q.id, id), visibleTo(q, viewer)));
        return row !== undefined;
      },
      async responseTotal(id, viewer) {
        const statement = responseTotals(viewerShape(viewer), (name) =>
          responseTotalQuery(viewer).prepare(name),
        );
        const [row] = await statement.execute({ id, viewerId: viewerIdValue(viewer) });
        return row?.total;
      },
      async authorOf(id) {
        const [row] = await db.select({ userId: q.userId }).from(q).where(eq(q.id, id));
        return row?.userId;
      },
      async create(userId, body, risk) {
        const [row] = await db
          .insert(q)
          .values({
            userId,
            title: body.title,
            description: body.desc,
            tag: body.tag ?? null,
            anonymous: body.anonymous,
            risk,
          })
          .returning({ id: q.id });
        return row!.id;
      },
      async update(id, authorId, body, risk) {
        const rows = await db
          .update(q)
          .set({
            title: body.title,
            description: body.desc,
            ...(body.tag !== undefined ? { tag: body.tag } : {}),
            ...riskOnWrite(risk),
            updatedAt: sql`now()`,
          })
          .where(and(eq(q.id, id), eq(q.userId, authorId)))
          .returning({ id: q.id });
        return rows.length > 0;
      },
      async remove(id, authorId, moderator) {
        return db.transaction(async (tx) => {
          const deleted = await tx
            .delete(q)
            .where(and(eq(q.id, id), eq(q.userId, authorId)))
            .returning({ id: q.id, title: q.title });
          const gone = deleted[0];
          if (!gone) return false;
          if (moderator) {
            const target = { kind: 'question' as const, id, authorId, questionId: id, title: gone.title };
            await recordModeration(app, tx, target, 'delete', moderator, { tellAuthor: true });
          }
          return true;
        });
      },
    };
    app.decorate('forumQuestionsRepository', repository);
  },
  { name: 'forum-questions-repository', dependencies: ['db', 'notifier'] },
);
