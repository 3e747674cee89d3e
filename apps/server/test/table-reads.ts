import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../src/platform/database/rows';

export interface TableReads {
  seqScans: number;
  indexScans: number;
  /** Rows the scans read, sequential and through indexes. */
  rowsRead: number;
}

/**
 * PostgreSQL's cumulative statistics for one table. This session's pending counts are flushed
 * first, so on a test database of one connection they include every statement the app ran.
 */
export async function tableReads(app: FastifyInstance, table: string): Promise<TableReads> {
  await app.db.execute(sql`select pg_stat_force_next_flush()`);
  const [row] = rowsOf<TableReads>(
    await app.db.execute(sql`
      select seq_scan::int as "seqScans", coalesce(idx_scan, 0)::int as "indexScans",
        (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int as "rowsRead"
      from pg_stat_user_tables where relname = ${table}`),
  );
  return row!;
}
