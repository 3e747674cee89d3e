import { readFile } from 'node:fs/promises';
import { authMessages } from '@sehat/core/auth/messages';
import { labels } from '@sehat/core/messages';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { loginThroughUi, registerThroughUi } from './support/session';
import { expect, test } from './support/test';

test('download my data, then delete my account with my password and the dialog', async ({ page }) => {
  const account = await registerThroughUi(page);
  await page.goto('/profile');

  // The export is a JSON file of this account.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: privacyMessages.exportButton }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    user: { username: string };
    consent: { givenAt: string | null };
  };
  expect(data.user.username).toBe(account.username);
  expect(data.consent.givenAt).not.toBeNull();

  // A wrong password is refused after the dialog; nothing goes.
  const password = page.getByLabel(privacyMessages.deletePassword, { exact: true });
  const deleteButton = page.getByRole('button', { name: privacyMessages.deleteButton });
  await password.fill('bukan-sandinya');
  await deleteButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(privacyMessages.deleteExplanation);
  await dialog.getByRole('button', { name: privacyMessages.deleteConfirm }).click();
  await expect(page.getByRole('alert')).toHaveText(privacyMessages.deletePasswordWrong);

  // Cancelling keeps the account; confirming with the right password deletes it.
  await password.fill(account.password);
  await deleteButton.click();
  await dialog.getByRole('button', { name: privacyMessages.deleteCancel }).click();
  await expect(dialog).toBeHidden();
  await deleteButton.click();
  await dialog.getByRole('button', { name: privacyMessages.deleteConfirm }).click();
  // It ends on a page that says it is done and what went, signed out (issue 39 item 5).
  await page.waitForURL('/akun-dihapus');
  await expect(page.getByRole('heading', { level: 1, name: privacyMessages.deletedTitle })).toBeVisible();
  for (const item of privacyMessages.deletedData) await expect(page.getByRole('main')).toContainText(item);
  await expect(
    page.getByRole('group', { name: labels.nav.account }).getByRole('link', { name: labels.nav.login }),
  ).toBeVisible();

  await loginThroughUi(page, account.username, account.password);
  await expect(page.getByText(authMessages.invalidCredentials)).toBeVisible();
});

test('the policy lists each retention period and the contact; the self-test says it is for adults', async ({
  page,
}) => {
  await page.goto('/kebijakan-privasi');
  const site = (await (await page.request.get('/api/site')).json()) as {
    contact: { email: string };
    retention: { selftestAnonymousDays: number; sessionDays: number };
  };
  const body = page.getByRole('main');
  await expect(body).toContainText(`disimpan ${site.retention.selftestAnonymousDays} hari`);
  await expect(body).toContainText(`setelah ${site.retention.sessionDays} hari`);
  await expect(body).toContainText(site.contact.email);
  await expect(body).toContainText('3 × 24 jam');

  await page.goto('/tes-diri');
  await expect(page.getByText(privacyMessages.adultsOnly)).toBeVisible();
});
