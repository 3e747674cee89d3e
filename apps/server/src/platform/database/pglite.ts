import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PostgreSQL's memory settings inside PGlite (written to the folder's postgresql.conf at every
 * start). With its defaults (128 MB of shared buffers) PostgreSQL held about 150 MB of the idle
 * server; with these about 27 MB (ADR 80, docs/performance-history.md "Memory"). One process, one
 * connection.
 */
const PGLITE_MEMORY_SETTINGS = [
  'shared_buffers=16MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=1MB',
  'wal_buffers=512kB',
  'max_connections=4',
];

/**
 * The planner's price of reading a page out of order. PGlite's pages sit in its shared buffers or
 * the operating system's file cache, where out of order costs about what in order does:
 * PostgreSQL's default (4) prices a disk's seek, and 1.1 is the usual value for cached data. With
 * the default, a search for a word that one question in fourteen holds read the whole of a
 * thousand-question forum; with this it reads its matches from the text indexes (ADR 110).
 */
const PGLITE_PLANNER_SETTINGS = ['random_page_cost=1.1'];

/**
 * Every PGlite this server opens, with the extensions its migrations create: an index of
 * pg_trgm (forum search inside words, ADR 57) cannot be read or written without it.
 */
export function createPglite(dataDir: string | undefined, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({
    ...options,
    dataDir,
    extensions: { pg_trgm },
    postgresqlconf: [...PGLITE_MEMORY_SETTINGS, ...PGLITE_PLANNER_SETTINGS],
  });
}
