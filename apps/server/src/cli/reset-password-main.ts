import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../platform/database/client';
import { openEmbedded, type EmbeddedDatabase } from '../platform/database/embedded';
import { openPostgres } from '../platform/database/postgres';
import { webDistDir } from '../paths';
import { resetPassword } from './reset-password';

/**
 * `npm run admin:reset-password -- USERNAME`: uses the server's own settings (DATABASE_URL or
 * DATA_DIR). The embedded database allows one process at a time: stop the server first (its
 * lock refuses this tool while the server runs). The app is built, never started, so the owner is
 * told exactly as the server tells them (its notice and mail); the server sends the mail.
 */
const username = process.argv[2]?.trim();
if (!username) {
  process.stderr.write('Usage: npm run admin:reset-password -- USERNAME\n');
  process.exit(2);
}

const config = loadConfig(process.env, webDistDir);
let embedded: EmbeddedDatabase | undefined;
let database: Database | undefined;
let app: FastifyInstance | undefined;
try {
  if (config.databaseUrl) database = openPostgres(config.databaseUrl, 1);
  else database = (embedded = await openEmbedded(config.dataDir)).database;
  await database.migrate();
  app = await buildApp({ config, database });
  const password = await resetPassword(app.db, username, config.passwordCost, app.securityNotices);
  process.stdout.write(
    `\n  New password for ${username}: ${password}\n` +
      '  It is shown only this once. Every session of this account has ended;\n' +
      '  log in with it and change it (admins: Ubah Kata Sandi in the admin header).\n\n',
  );
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(error instanceof Error ? `${error.message}\n` : `${String(error)}\n`);
} finally {
  // The app closes the database it was given.
  if (app) await app.close();
  else await database?.close();
  await embedded?.lock.release();
}
