import { readFile } from 'node:fs/promises';
import { consentMessages } from '@sehat/core/privacy/consent-messages';
import { exportGuideMessages } from '@sehat/core/privacy/export-guide-messages';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { privacyPolicyVersion } from '@sehat/core/privacy/schemas';
import { askThroughApi, respondThroughApi, uniqueToken } from './support/forum';
import { expectAccessible } from './support/axe';
import { registerThroughApi } from './support/session';
import { expect, test } from './support/test';

test('review consent, withdraw statistics in place; someone who agreed is not asked again', async ({
  page,
}) => {
  await registerThroughApi(page);
  await page.goto('/profile');
  await page.getByRole('link', { name: consentMessages.profileLink }).click();
  await page.waitForURL('/profile/persetujuan');
  await expect(page.getByRole('main')).toContainText(`versi ${privacyPolicyVersion}`);
  await expect(page.getByText(privacyMessages.consentLabel)).toBeVisible();
  await expectAccessible(page, 'Persetujuan Saya');

  await page.getByRole('button', { name: consentMessages.statisticsGive }).click();
  await expect(page.getByRole('status').filter({ hasText: consentMessages.statisticsGiven })).toBeVisible();
  await page.getByRole('button', { name: consentMessages.statisticsWithdraw }).click();
  await expect(
    page.getByRole('status').filter({ hasText: consentMessages.statisticsWithdrawn }),
  ).toBeVisible();
  await expect(page.getByText(consentMessages.statisticsOff)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/persetujuan');
  await expect(page.getByText(/Anda sudah menyetujui Kebijakan Privasi/)).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});

test('withdrawing the health-data consent leads to deleting the account', async ({ page }) => {
  const account = await registerThroughApi(page);
  await page.goto('/profile/persetujuan');
  await page.getByRole('link', { name: consentMessages.withdrawHealthLink }).click();
  await page.waitForURL('/profile#hapus-akun');
  // The delete form is scrolled to; on a phone its password field may sit just below the fold.
  await expect(page.getByRole('heading', { name: privacyMessages.deleteButton })).toBeInViewport();
  const password = page.getByLabel(privacyMessages.deletePassword, { exact: true });
  await password.fill(account.password);
  await page.getByRole('button', { name: privacyMessages.deleteButton }).click();
  await page.getByRole('dialog').getByRole('button', { name: privacyMessages.deleteConfirm }).click();
  await page.waitForURL('/akun-dihapus');
});

test('the downloaded copy is laid out to be read, names the questions answered, and the data page explains it', async ({
  page,
}) => {
  await registerThroughApi(page);
  const title = `Cemas malam hari ${uniqueToken()}`;
  const question = await askThroughApi(page.request, { title });
  await respondThroughApi(page.request, question.id, 'Saya mencoba latihan napas.');

  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: privacyMessages.exportButton }).click();
  const text = await readFile((await (await downloading).path())!, 'utf8');
  expect(text.startsWith('{\n  "exportedAt": ')).toBe(true);
  const data = JSON.parse(text) as { forum: { responses: { questionTitle: string; text: string }[] } };
  expect(data.forum.responses).toEqual([
    expect.objectContaining({ questionTitle: title, text: 'Saya mencoba latihan napas.' }),
  ]);

  await page.getByRole('link', { name: privacyMessages.viewLink }).click();
  const guide = page.getByRole('region', { name: exportGuideMessages.title });
  await expect(
    guide.getByRole('definition').filter({ hasText: exportGuideMessages.fields.questionTitle! }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(privacyMessages.onQuestion(title));
  await expectAccessible(page, 'Data Saya with the guide');
});
