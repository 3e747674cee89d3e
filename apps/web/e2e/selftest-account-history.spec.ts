import { expect, test } from '@playwright/test';
import {
  authMessages,
  crisisMessages,
  labels,
  resultLabels,
  selftestHistoryMessages,
} from '@sehat/core/messages';
import { srq29Questions } from '@sehat/core/selftest/srq29';
import { loginThroughUi, registerThroughApi, registerThroughUi } from './support/session';
import { storedTestState, takeTest } from './support/selftest';

test('a user keeps the header link across logout and login, and has a printable history', async ({
  page,
  browser,
}) => {
  const account = await registerThroughApi(page);
  const header = page.getByRole('banner');
  const resultLink = header.getByRole('link', { name: labels.nav.selfTestResult });

  await page.goto('/');
  await expect(resultLink).toHaveCount(0);
  await takeTest(page, [1, 2, 3, 4, 5, 6]);
  await page.waitForURL('/hasil/neurosis');
  await expect(resultLink).toHaveAttribute('href', '/hasil/neurosis');

  await takeTest(page, [25, 26, 27]);
  await page.waitForURL('/hasil/ptsd');
  await expect(resultLink).toHaveAttribute('href', '/hasil/ptsd');

  // History on the profile, newest first, each with a printable report.
  await header.getByRole('link', { name: labels.nav.profile }).click();
  const history = page.getByRole('region', { name: selftestHistoryMessages.title });
  const items = history.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Gejala PTSD');
  await expect(items.nth(0)).toContainText(resultLabels.severityOf('Sedang'));
  await expect(items.nth(1)).toContainText('Gejala Neurosis');
  await expect(items.nth(0).locator('time')).toHaveText(/2\d{3}/);
  await items.nth(0).getByRole('link', { name: selftestHistoryMessages.view }).click();
  await page.waitForURL(/\/riwayat-tes\/\d+$/);
  const reportUrl = page.url();
  const report = page.getByRole('article', { name: selftestHistoryMessages.reportTitle });
  await expect(report).toContainText(account.fullName);
  await expect(report).toContainText('3 / 29');
  const rows = report.getByRole('table').nth(1).getByRole('row');
  await expect(rows).toHaveCount(30);
  await expect(rows.nth(25)).toContainText(srq29Questions[24]!.pertanyaan);
  await expect(rows.nth(25)).toContainText('Ya');
  await expect(rows.nth(1)).toContainText('Tidak');
  await expect(page.getByRole('button', { name: selftestHistoryMessages.print })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: selftestHistoryMessages.print })).toBeHidden();
  await expect(report).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Another account cannot open this report.
  const other = await browser.newPage();
  await registerThroughApi(other);
  await other.goto(reportUrl);
  await expect(other.getByRole('alert')).toHaveText(selftestHistoryMessages.notFound);
  await other.close();

  // Logout ends this device's copy of the result; logging in brings it back from the server.
  await page.goto('/profile');
  await page.getByRole('button', { name: labels.profile.logout }).click();
  await page.getByRole('dialog').getByRole('button', { name: authMessages.logoutButton }).click();
  await page.waitForURL('/');
  await expect(header.getByRole('link', { name: labels.nav.profile })).toHaveCount(0);
  await expect(resultLink).toHaveCount(0);
  expect((await storedTestState(page)).state).toMatchObject({
    testCompleted: false,
    userId: null,
    hasilTesTerakhir: null,
  });
  await page.goto('/hasil/ptsd');
  await page.waitForURL('/tes-diri');

  await loginThroughUi(page, account.username, account.password);
  await page.waitForURL('/');
  await expect(resultLink).toHaveAttribute('href', '/hasil/ptsd');
  await resultLink.click();
  await page.waitForURL('/hasil/ptsd');
  const card = page.getByRole('region', { name: 'Gejala PTSD' });
  await expect(card).toContainText(resultLabels.severityOf('Sedang'));
  // Details the login summary lacks come from the server.
  await expect(card).toContainText(resultLabels.yesAnswers);
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '55');
});

test('a user with a crisis answer can start the chat from the help box', async ({ page }) => {
  await registerThroughApi(page);
  await takeTest(page, [17]);
  const help = page.getByRole('region', { name: crisisMessages.title });
  await expect(help.getByRole('button', { name: crisisMessages.chat })).toBeVisible();
  await help.getByRole('button', { name: crisisMessages.chat }).click();
  await page.waitForURL('/hasil/normal');
  await expect(page.getByRole('region', { name: crisisMessages.title })).toBeVisible();
});

test('a visitor’s result on this device is not handed to the next person who logs in', async ({ page }) => {
  await takeTest(page, [22]);
  await page.waitForURL('/hasil/psikotik');
  // Registering logs the new account in on this device.
  await registerThroughUi(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: labels.nav.profile })).toBeVisible();
  await expect(header.getByRole('link', { name: labels.nav.selfTestResult })).toHaveCount(0);
  expect((await storedTestState(page)).state).toMatchObject({ hasilTesTerakhir: null });
  await page.goto('/hasil/psikotik');
  await page.waitForURL('/tes-diri');
});
