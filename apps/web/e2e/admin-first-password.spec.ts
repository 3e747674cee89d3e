import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { commonMessages, labels } from '@sehat/core/messages';
import { authMessages, passwordMessages, loginLabels, changePasswordLabels } from '@sehat/core/auth/messages';
import { repoRoot, startServer, type RunningServer } from './support/server';
import { expect, test } from './support/test';

// This journey runs its own server: a fresh database whose first admin gets a printed password.
const username = 'kepala';
let server: RunningServer;

test.beforeEach(async () => {
  server = await startServer({ ADMIN_USERNAME: username, ADMIN_PASSWORD: '' });
});
test.afterEach(async () => {
  await server.stop();
  await server.remove();
});

function printedPassword(output: string, pattern: RegExp): string {
  const match = pattern.exec(output);
  if (!match?.[1]) throw new Error(`no password in the output:\n${output}`);
  return match[1];
}

async function logIn(page: Page, password: string) {
  await page.goto('/login');
  await page.getByLabel(loginLabels.username, { exact: true }).fill(username);
  await page.getByLabel(loginLabels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: loginLabels.submit }).click();
}

test('the first admin changes the printed password in the admin area, and can reset a lost one', async ({
  browser,
}) => {
  // Two server starts on a fresh database and a command-line reset: close to the default limit.
  test.slow();
  const printed = printedPassword(server.output(), /password: (\S+)/);
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();

  await logIn(page, printed);
  await page.waitForURL('/admin/users');
  await page.getByRole('banner').getByRole('link', { name: labels.adminNav.changePassword }).click();
  await page.waitForURL('/admin/ubah-kata-sandi');
  await page.getByLabel(changePasswordLabels.current, { exact: true }).fill(printed);
  await page.getByLabel(changePasswordLabels.next, { exact: true }).fill('sandi-admin-baru');
  await page.getByLabel(changePasswordLabels.confirm, { exact: true }).fill('sandi-admin-baru');
  await page.getByRole('button', { name: changePasswordLabels.submit }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(passwordMessages.confirmQuestion);
  await expect(confirm.getByRole('button', { name: commonMessages.cancel })).toBeFocused();
  await confirm.getByRole('button', { name: commonMessages.yes }).click();
  await expect(page.getByText(passwordMessages.success)).toBeVisible();
  await page.waitForURL('/admin/users');

  await page.getByRole('button', { name: labels.adminNav.logout }).click();
  await page.getByRole('dialog').getByRole('button', { name: authMessages.adminLogoutButton }).click();
  await page.waitForURL('/login');
  await logIn(page, printed);
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidCredentials);
  await logIn(page, 'sandi-admin-baru');
  await page.waitForURL('/admin/users');
  await context.close();

  // Lost again: the operator stops the server and resets it from the command line.
  await server.stop();
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'admin:reset-password', '--', username],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
    },
  );
  const reset = printedPassword(stdout, /New password for kepala: (\S+)/);
  server = await startServer({ ADMIN_USERNAME: username, ADMIN_PASSWORD: '' }, server.dataDir);
  const again = await browser.newContext({ baseURL: server.baseUrl });
  const next = await again.newPage();
  await logIn(next, 'sandi-admin-baru');
  await expect(next.getByRole('alert')).toHaveText(authMessages.invalidCredentials);
  await logIn(next, reset);
  await next.waitForURL('/admin/users');
  await again.close();
});
