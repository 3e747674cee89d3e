import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { AppConfig } from '../config';
import { dumpEmbedded } from './embedded-dump';
import { archiveName, newManifest } from './manifest';
import { pgProgram, run } from './pg-tools';

// Half-written uploads and health probes are not worth keeping.
const skipped = (entry: string) => /(^|\/)\.probe-|\.tmp$/.test(entry);

/**
 * Writes `<outDir>/sehat-backup-<time>.tar.gz` while the server runs: first a consistent
 * database dump (PGlite's own dump, or pg_dump's single snapshot), then the uploads. The
 * archive appears under its final name only once complete. Returns its path.
 */
export async function createBackup(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'uploadDir'>,
  outDir: string,
): Promise<string> {
  const createdAt = new Date();
  const manifest = newManifest(config.databaseUrl ? 'postgres' : 'pglite', createdAt);
  await mkdir(outDir, { recursive: true });
  const staging = await mkdtemp(path.join(outDir, '.staging-'));
  const target = path.join(outDir, archiveName(createdAt));
  const partial = `${target}.partial`;
  try {
    await mkdir(path.join(staging, 'database'));
    const dumpFile = path.join(staging, manifest.database);
    if (config.databaseUrl) {
      await run(pgProgram('pg_dump'), [
        '--format=custom',
        '--no-owner',
        `--file=${dumpFile}`,
        `--dbname=${config.databaseUrl}`,
      ]);
    } else {
      await dumpEmbedded(config.dataDir, dumpFile);
    }
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(config.uploadDir, { recursive: true });
    // Packed through a link, so the uploads are read once, straight from where they live.
    await symlink(path.resolve(config.uploadDir), path.join(staging, manifest.uploads), 'dir');
    await tar.create(
      {
        gzip: true,
        file: partial,
        cwd: staging,
        follow: true,
        portable: true,
        filter: (entry) => !skipped(entry),
      },
      ['manifest.json', 'database', manifest.uploads],
    );
    await rename(partial, target);
    return target;
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
