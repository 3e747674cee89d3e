import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { backupSocketPath, serveBackupSocket, type BackupSocket } from './platform/database/backup-socket';
import type { Database } from './platform/database/client';
import { DataDirLockedError, type DataDirLock } from './platform/database/data-dir-lock';
import { openEmbedded, pgliteFolder } from './platform/database/embedded';
import { keepEmbeddedDatabaseUp, upkeepLogged } from './platform/database/embedded-upkeep';
import { seedDatabase } from './db/seed/index';
import { watchIdleMemory } from './platform/memory/idle-trim';
import { DRAIN_GRACE_MS, drain } from './shutdown';
import { DRAIN_MESSAGE } from './workers/messages';
import { StartupError, checkWritableFolder } from './startup-checks';
import { listeningLine, loginAddressNotice } from './startup-notices';

export interface RunOptions {
  /** A cluster worker: the primary already migrated and seeded the database (workers/primary.ts). */
  prepared: boolean;
  /** A line for the log once it exists, e.g. why WEB_CONCURRENCY was ignored. */
  note?: string;
}

/** One server process: opens the database, serves until SIGTERM, then drains (ADR 38). */
export async function runServer(config: AppConfig, { prepared, note }: RunOptions): Promise<void> {
  let database: Database;
  let lock: DataDirLock | undefined;
  let upgradeBackup: string | undefined;
  try {
    if (config.databaseUrl) {
      const { openPostgres } = await import('./platform/database/postgres');
      database = openPostgres(config.databaseUrl);
    } else {
      const embedded = await openEmbedded(config.dataDir, {
        socket: backupSocketPath(pgliteFolder(config.dataDir)),
        // The lock lost (only after this process stalled for half a minute: stop before two
        // writers collide), or the database's thread stopped: nothing more can be served.
        onLost(reason) {
          process.stderr.write(`Stopping at once: ${reason}.\n`);
          process.exit(1);
        },
        onUnreadable(error) {
          process.stderr.write(
            `Could not check the embedded database's lock file (${String(error)}); trying again.\n`,
          );
        },
      });
      database = embedded.database;
      lock = embedded.lock;
      upgradeBackup = embedded.upgradeBackup;
    }
    await checkWritableFolder('UPLOAD_DIR', config.uploadDir);
  } catch (error) {
    if (!(error instanceof StartupError || error instanceof DataDirLockedError)) throw error;
    process.stderr.write(`${error.message}\n`);
    await lock?.release();
    process.exit(1);
  }

  if (!prepared) await database.migrate();
  const app = await buildApp({ config, database });
  if (note) app.log.warn(note);
  if (upgradeBackup) {
    app.log.warn(
      `The embedded database was upgraded to PostgreSQL 18; the old folder is kept in ${upgradeBackup} (delete it once the site works).`,
    );
  }
  if (!prepared) await seedDatabase(app.db, config, app.log);
  // PGlite has no autovacuum (ADR 109). A folder from an earlier release was never vacuumed:
  // catch up before serving, so the first visitors do not wait for it.
  if (database.kind === 'pglite') await upkeepLogged(app.db, app.log);

  let backupSocket: BackupSocket | undefined;
  if (lock && database.dumpDataDir) {
    backupSocket = await serveBackupSocket(lock.owner.socket!, database.dumpDataDir, app.log);
  }

  const stopIdleWatch = watchIdleMemory(app.log);
  // Then once a minute; PostgreSQL's own autovacuum runs beside it.
  const stopUpkeep = database.kind === 'pglite' ? keepEmbeddedDatabaseUp(app.db, app.log) : undefined;
  // The drain has its own deadline; this one only catches a close that hangs past it.
  let closing = false;
  const graceful = closeWithGrace({ delay: DRAIN_GRACE_MS + 5_000 }, async ({ err }) => {
    closing = true;
    stopIdleWatch();
    await stopUpkeep?.();
    if (err) app.log.error({ err }, 'shutting down after an error');
    await backupSocket?.close();
    await drain(app);
    await lock?.release();
  });
  // A worker drains when its primary asks (the primary got SIGTERM); not twice if a signal came too.
  process.on('message', (message) => {
    if (message === DRAIN_MESSAGE && !closing) void graceful.close();
  });

  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => listeningLine(address, config),
  });
  // A cluster's primary says it once for all its workers (workers/primary.ts).
  if (!prepared) process.stdout.write(loginAddressNotice(config));
}
