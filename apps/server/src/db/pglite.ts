import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every PGlite this server opens, with the extensions its migrations create: an index of
 * pg_trgm (forum search inside words, ADR 57) cannot be read or written without it.
 */
export function createPglite(dataDir: string | undefined, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, dataDir, extensions: { pg_trgm } });
}
