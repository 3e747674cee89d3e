import { commonMessages, labels } from '@sehat/core/messages';
import { authMessages, passwordMessages, changePasswordLabels } from '@sehat/core/auth/messages';
import { firstAdmin, logInAsFirstAdmin as logIn, printedPassword } from './support/first-admin';
import { startServer, type RunningServer } from './support/server';
import { expect, test } from './support/test';

// This journey runs its own server: a fresh database whose first admin gets a printed password.
// A lost password reset from the command line: admin-password-reset-command.spec.ts.
let server: RunningServer;

test.beforeEach(async () => {
  server = await startServer({ ADMIN_USERNAME: firstAdmin, ADMIN_PASSWORD: '' });
});
test.afterEach(async () => {
  await server.stop();
  await server.remove();
});

test('the first admin changes the printed password in the admin area', async ({ browser }) => {
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
});
