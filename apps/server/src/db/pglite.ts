import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PostgreSQL's memory settings inside PGlite (written to the folder's postgresql.conf at every
 * start). With its defaults (128 MB of shared buffers) PostgreSQL held about 150 MB of the idle
 * server; with these about 27 MB (ADR 80, docs/performance.md "Memory"). One process, one
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
 * Every PGlite this server opens, with the extensions its migrations create: an index of
 * pg_trgm (forum search inside words, ADR 57) cannot be read or written without it.
 */
export function createPglite(dataDir: string | undefined, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({
    ...options,
    dataDir,
    extensions: { pg_trgm },
    postgresqlconf: PGLITE_MEMORY_SETTINGS,
  });
}
