import { journalCategories, type JournalCategory } from '@sehat/core/education/limits';
import type { CategoryCounts, JournalBody } from '@sehat/core/education/schemas';
import { and, count, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { journals, type JournalRow } from '../../db/schema/index';

export interface JournalListFilter {
  category?: JournalCategory | undefined;
  q?: string | undefined;
  limit: number;
  /** Only journals with a smaller id (the next page). */
  beforeId?: number | undefined;
}

export interface JournalPage {
  rows: JournalRow[];
  /** Matches of the search in every category (the category filter aside). */
  counts: CategoryCounts;
  /** Matches of the search and the category filter. */
  total: number;
  hasMore: boolean;
}

export interface JournalsRepository {
  list(filter: JournalListFilter): Promise<JournalPage>;
  create(body: JournalBody): Promise<JournalRow>;
  update(id: number, body: JournalBody): Promise<JournalRow | undefined>;
  remove(id: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    journalsRepository: JournalsRepository;
  }
}

/** `q` as a literal substring for ILIKE: its own % and _ (and the escape \) match only themselves. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(journals.judul, pattern), ilike(journals.kutipan, pattern));
}

export default fp(
  async (app) => {
    const { db } = app;
    const repository: JournalsRepository = {
      async list({ category, q, limit, beforeId }) {
        const search = searchCondition(q);
        const [rows, grouped] = await Promise.all([
          db
            .select()
            .from(journals)
            .where(
              and(
                search,
                category ? eq(journals.kategori, category) : undefined,
                beforeId ? lt(journals.id, beforeId) : undefined,
              ),
            )
            .orderBy(desc(journals.id))
            .limit(limit + 1),
          db
            .select({ kategori: journals.kategori, count: count() })
            .from(journals)
            .where(search)
            .groupBy(journals.kategori),
        ]);
        const counts = Object.fromEntries(journalCategories.map((c) => [c, 0])) as CategoryCounts;
        for (const row of grouped) counts[row.kategori] = Number(row.count);
        const total = category ? counts[category] : journalCategories.reduce((sum, c) => sum + counts[c], 0);
        return { rows: rows.slice(0, limit), counts, total, hasMore: rows.length > limit };
      },
      async create(body) {
        const [row] = await db.insert(journals).values(body).returning();
        return row!;
      },
      async update(id, body) {
        const [row] = await db
          .update(journals)
          .set({ ...body, updatedAt: sql`now()` })
          .where(eq(journals.id, id))
          .returning();
        return row;
      },
      async remove(id) {
        const deleted = await db.delete(journals).where(eq(journals.id, id)).returning({ id: journals.id });
        return deleted.length > 0;
      },
    };
    app.decorate('journalsRepository', repository);
  },
  { name: 'journals-repository', dependencies: ['db'] },
);
