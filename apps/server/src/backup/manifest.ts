import { z } from 'zod';

/** The first file of every backup archive: what it holds and how to restore it. */
export const manifestSchema = z.object({
  format: z.literal('sehat-jiwa-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  /** Inside the archive: PGlite's gzipped data-folder tar, or a pg_dump custom-format file. */
  database: z.enum(['database/pglite.tar.gz', 'database/postgres.dump']),
  uploads: z.literal('uploads'),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function newManifest(engine: Manifest['engine'], createdAt: Date): Manifest {
  return {
    format: 'sehat-jiwa-backup',
    version: 1,
    createdAt: createdAt.toISOString(),
    engine,
    database: engine === 'pglite' ? 'database/pglite.tar.gz' : 'database/postgres.dump',
    uploads: 'uploads',
  };
}

/** `sehat-backup-20261123T040000Z.tar.gz`: sorts by time, safe in every file system. */
export function archiveName(createdAt: Date): string {
  const stamp = createdAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `sehat-backup-${stamp}.tar.gz`;
}
