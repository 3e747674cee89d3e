import { counsellorEntryLabels } from '@sehat/core/chat/messages';
import { crisisMessages, labels } from '@sehat/core/messages';
import { authMessages } from '@sehat/core/auth/messages';
import { profileLabels } from '@sehat/core/profile/messages';
import { resultLabels, selftestHistoryMessages } from '@sehat/core/selftest/messages';
import { srq29Questions } from '@sehat/core/selftest/srq29';
import { loginThroughUi, registerThroughApi, registerThroughUi } from './support/session';
import { storedTestState, submitThroughApi, takeTest } from './support/selftest';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

test('the header link follows the last result, goes at logout and comes back at login', async ({ page }) => {
  // The whole questionnaire through the form, then logout and login: past 2 minutes when loaded.
  test.slow();
  const account = await registerThroughApi(page);
  const header = page.getByRole('banner');
  const resultLink = header.getByRole('link', { name: labels.nav.selfTestResult });

  await page.goto('/');
  await expect(resultLink).toHaveCount(0);
  await takeTest(page, [25, 26, 27]);
  await page.waitForURL('/hasil/ptsd');
  await expect(resultLink).toHaveAttribute('href', '/hasil/ptsd');

  // Logout ends this device's copy of the result; logging in brings it back from the server.
  await header.getByRole('link', { name: labels.nav.profile }).click();
  await page.getByRole('button', { name: profileLabels.logout }).click();
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

test('a result taken on another device opens on this one, already logged in (issue 39 item 1)', async ({
  page,
  browser,
  baseURL,
}) => {
  // This device logs in first, with nothing in the account yet.
  const account = await registerThroughApi(page);
  await page.goto('/profile');
  await page.goto('/hasil/ptsd');
  await page.waitForURL('/tes-diri');

  // The other device, same account, takes the test.
  const other = await (await browser.newContext({ baseURL })).newPage();
  await other.request.post('/api/auth/login', {
    data: { login: account.username, password: account.password },
  });
  await submitThroughApi(other.request, [25, 26, 27]);
  await other.context().close();

  await page.goto('/hasil/ptsd');
  await expect(page).toHaveURL('/hasil/ptsd');
  const card = page.getByRole('region', { name: 'Gejala PTSD' });
  await expect(card).toContainText(resultLabels.severityOf('Sedang'));
  await expect(
    page.getByRole('banner').getByRole('link', { name: labels.nav.selfTestResult }),
  ).toHaveAttribute('href', '/hasil/ptsd');
});

test('the profile lists past results newest first, each with a report only its owner can open', async ({
  page,
  browser,
}) => {
  const account = await registerThroughApi(page);
  await submitThroughApi(page.request, [1, 2, 3, 4, 5, 6]);
  await submitThroughApi(page.request, [25, 26, 27]);

  await page.goto('/profile');
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
  await expect(report).toContainText(/3 \/ \d+/);
  const row = report
    .getByRole('table')
    .nth(1)
    .getByRole('row')
    .filter({ hasText: srq29Questions[24]!.pertanyaan });
  await expect(row).toContainText('Ya');
  await expect(page.getByRole('button', { name: selftestHistoryMessages.print })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: selftestHistoryMessages.print })).toBeHidden();
  await expect(report).toBeVisible();

  const other = await browser.newPage();
  await registerThroughApi(other);
  await other.goto(reportUrl);
  await expect(other.getByRole('alert')).toHaveText(selftestHistoryMessages.notFound);
  await other.close();
});

test('a user with a crisis answer can start the chat from the help box, right on the test page', async ({
  page,
}) => {
  await registerThroughApi(page);
  await takeTest(page, [17]);
  const help = page.getByRole('region', { name: crisisMessages.title });
  await help.getByRole('button', { name: counsellorEntryLabels.start }).click();
  await page
    .getByRole('dialog', { name: counsellorEntryLabels.dialogTitle })
    .getByRole('button', { name: counsellorEntryLabels.startWithoutSharing })
    .click();
  await expect(page.getByRole('dialog', { name: e2eSite.counsellorTeam })).toBeVisible();
  expect(page.url()).toMatch(/\/tes-diri$/);
  await expect(help).toBeVisible();
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
