import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { authMessages } from '@sehat/core/auth/messages';
import { firstAdmin, logInAsFirstAdmin, printedPassword } from './support/first-admin';
import { repoRoot, startServer, type RunningServer } from './support/server';
import { expect, test } from './support/test';

// The operator resets a lost admin password from the command line while the site is stopped
// (desktop only: no screen of its own; the admin area on a phone is admin-first-password.spec.ts).
let server: RunningServer;

test.afterEach(async () => {
  await server.stop();
  await server.remove();
});

test('a lost admin password is reset from the command line, and only the new one works', async ({
  browser,
}) => {
  // Two server starts on a fresh database and a command-line reset: more than one page's time.
  test.slow();
  server = await startServer({ ADMIN_USERNAME: firstAdmin, ADMIN_PASSWORD: '' });
  const printed = printedPassword(server.output(), /password: (\S+)/);
  await server.stop();

  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'admin:reset-password', '--', firstAdmin],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' } },
  );
  const reset = printedPassword(stdout, new RegExp(`New password for ${firstAdmin}: (\\S+)`));
  server = await startServer({ ADMIN_USERNAME: firstAdmin, ADMIN_PASSWORD: '' }, server.dataDir);
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await logInAsFirstAdmin(page, printed);
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidCredentials);
  await logInAsFirstAdmin(page, reset);
  await page.waitForURL('/admin/users');
  await context.close();
});
