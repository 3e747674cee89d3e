import path from 'node:path';
import { loadConfig } from '../config';
import { openPglite, openPostgres } from '../db/client';
import { webDistDir } from '../paths';
import { resetPassword, UnknownUserError } from './reset-password';

/**
 * `npm run admin:reset-password -- USERNAME`: uses the server's own settings (DATABASE_URL or
 * DATA_DIR). The embedded database allows one process at a time: stop the server first.
 */
const username = process.argv[2]?.trim();
if (!username) {
  process.stderr.write('Usage: npm run admin:reset-password -- USERNAME\n');
  process.exit(2);
}

const config = loadConfig(process.env, webDistDir);
const database = config.databaseUrl
  ? openPostgres(config.databaseUrl, 1)
  : await openPglite(path.join(config.dataDir, 'pglite'));
try {
  await database.migrate();
  const password = await resetPassword(database.db, username);
  process.stdout.write(
    `\n  New password for ${username}: ${password}\n` +
      '  It is shown only this once. Every session of this account has ended;\n' +
      '  log in with it and change it (admins: Ubah Kata Sandi in the admin header).\n\n',
  );
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(error instanceof UnknownUserError ? `${error.message}\n` : `${String(error)}\n`);
} finally {
  await database.close();
}
