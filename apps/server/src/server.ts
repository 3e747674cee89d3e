import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { backupSocketPath, serveBackupSocket, type BackupSocket } from './db/backup-socket';
import { openPostgres, type Database } from './db/client';
import { DataDirLockedError, type DataDirLock } from './db/data-dir-lock';
import { openEmbedded, pgliteFolder } from './db/embedded';
import { seedDatabase } from './db/seed/index';
import { webDistDir } from './paths';
import { DRAIN_GRACE_MS, drain } from './shutdown';
import { StartupError, checkWritableFolder } from './startup-checks';

const config = loadConfig(process.env, webDistDir);

let database: Database;
let lock: DataDirLock | undefined;
try {
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl);
  } else {
    const embedded = await openEmbedded(config.dataDir, {
      socket: backupSocketPath(pgliteFolder(config.dataDir)),
      // Only after this process stalled for half a minute: stop before two writers collide.
      onLost(reason) {
        process.stderr.write(`Stopping at once: ${reason}.\n`);
        process.exit(1);
      },
    });
    database = embedded.database;
    lock = embedded.lock;
  }
  await checkWritableFolder('UPLOAD_DIR', config.uploadDir);
} catch (error) {
  if (!(error instanceof StartupError || error instanceof DataDirLockedError)) throw error;
  process.stderr.write(`${error.message}\n`);
  await lock?.release();
  process.exit(1);
}

await database.migrate();
const app = await buildApp({ config, database });
await seedDatabase(app.db, config, app.log);

let backupSocket: BackupSocket | undefined;
if (lock && database.dumpDataDir) {
  backupSocket = await serveBackupSocket(lock.owner.socket!, database.dumpDataDir, app.log);
}

// The drain has its own deadline; this one only catches a close that hangs past it.
closeWithGrace({ delay: DRAIN_GRACE_MS + 5_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await backupSocket?.close();
  await drain(app);
  await lock?.release();
});

await app.listen({ host: config.host, port: config.port });
