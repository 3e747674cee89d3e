import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { crisisMessages, labels } from '@sehat/core/messages';
import { adminUserMessages } from '@sehat/core/admin/messages';
import { authMessages, loginLabels } from '@sehat/core/auth/messages';
import { chatLabels } from '@sehat/core/chat/messages';
import { forumLabels } from '@sehat/core/forum/messages';
import { profileLabels } from '@sehat/core/profile/messages';
import { keepResultsMessages, screeningTestMessages } from '@sehat/core/screenings/messages';
import { resultLabels, selftestHistoryMessages, selftestMessages } from '@sehat/core/selftest/messages';
import { createOwnAdmin } from './support/admin';
import { expectAccessible } from './support/axe';
import { askThroughApi, searchForum, uniqueToken } from './support/forum';
import { answerAndSubmit, takeTest } from './support/selftest';
import { takeScreening } from './support/screenings';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

// Every screen of the three roles, on the desktop and the phone project, with dialogs open.
// Each test walks many screens (and the visitor's a whole questionnaire): more time than one page.
test.describe.configure({ timeout: 300_000 });

async function visit(page: Page, path: string, screen = path) {
  await page.goto(path);
  await expectAccessible(page, screen);
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}

test('visitor screens', async ({ page }) => {
  const token = uniqueToken('axe');
  const asker = await page.context().browser()!.newContext();
  const askerPage = await asker.newPage();
  await registerThroughApi(askerPage);
  await askThroughApi(askerPage.request, { title: `Pertanyaan ${token}`, tag: 'ptsd' });
  await asker.close();

  for (const path of [
    '/',
    '/tes-diri',
    '/edukasi',
    '/edukasi/neurosis',
    '/edukasi/depresi',
    '/forum',
    '/register',
    '/kebijakan-privasi',
    '/ketentuan-penggunaan',
    '/halaman-tidak-ada',
  ]) {
    await visit(page, path);
  }

  await page.goto('/login');
  await page.getByRole('button', { name: loginLabels.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.loginRequired);
  await expectAccessible(page, 'login with an error');

  await page.goto('/forum');
  await page.getByRole('button', { name: `Pertanyaan ${token}`, exact: true }).click();
  await expectAccessible(page, 'forum question detail');
  await closeDialog(page);

  await page.goto('/tes-diri');
  await answerAndSubmit(page, [17]);
  await expect(page.getByRole('region', { name: crisisMessages.title })).toBeVisible();
  await expectAccessible(page, 'test page crisis box');
  await page.getByRole('link', { name: selftestMessages.seeResult }).click();
  await page.waitForURL('/hasil/normal');
  await expectAccessible(page, 'result page with help');
  await page.getByRole('button', { name: resultLabels.retake }).click();
  await expectAccessible(page, 'Tes Ulang dialog');
  await closeDialog(page);
});

test('user screens', async ({ page }) => {
  await registerThroughApi(page);
  await takeTest(page, [25, 26, 27]);
  await page.waitForURL('/hasil/ptsd');
  await expectAccessible(page, 'result page');

  for (const path of ['/', '/profile', '/ubah-kata-sandi', '/forum', '/edukasi']) await visit(page, path);

  await page.goto('/profile');
  await page
    .getByRole('link', { name: new RegExp(selftestHistoryMessages.view) })
    .first()
    .click();
  await page.waitForURL(/\/riwayat-tes\/\d+$/);
  await expectAccessible(page, 'printable report');

  await page.goto('/profile');
  await page.getByRole('button', { name: profileLabels.logout }).click();
  await expectAccessible(page, 'logout dialog');
  await closeDialog(page);
  await page.getByRole('button', { name: profileLabels.edit }).click();
  await expectAccessible(page, 'profile edit');

  await page.goto('/forum');
  await page.getByRole('button', { name: forumLabels.ask }).click();
  await expectAccessible(page, 'forum ask panel');
  await closeDialog(page);

  await page.goto('/edukasi');
  await page.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = page.getByRole('dialog', { name: e2eSite.counsellorTeam });
  await popup.getByLabel(chatLabels.messageLabel, { exact: true }).fill('Halo, saya ingin bercerita');
  await popup.getByLabel(chatLabels.messageLabel, { exact: true }).press('Enter');
  await expect(popup.getByRole('log').getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page, 'chat popup');
});

test('screening screens: PHQ-9 and GAD-7, sent incomplete, a crisis result', async ({ page }) => {
  for (const path of ['/tes-diri/phq-9', '/tes-diri/gad-7', '/edukasi/anxiety']) await visit(page, path);
  await page.goto('/tes-diri/phq-9');
  await page.getByRole('button', { name: screeningTestMessages.submit }).click();
  await expectAccessible(page, 'PHQ-9 sent incomplete');
  await takeScreening(page, 'phq-9', [0, 0, 1, 0, 0, 0, 0, 0, 1]);
  await expectAccessible(page, 'PHQ-9 result with crisis help');
});

test('screening screens: the trend, and keeping a visit’s result in the account', async ({ page }) => {
  await takeScreening(page, 'gad-7', [1, 1, 0, 0, 1, 0, 0]);
  await registerThroughApi(page);
  for (const jawaban of [
    [2, 2, 1, 1, 2, 1, 1],
    [3, 2, 3, 2, 2, 1, 2],
  ]) {
    expect(
      (await page.request.post('/api/screenings/gad7/submissions', { data: { jawaban } })).status(),
    ).toBe(201);
  }
  await visit(page, '/tes-diri/gad-7/hasil', 'GAD-7 result with its trend and the offer to keep');
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: keepResultsMessages.keep })).toBeVisible();
  await expectAccessible(page, 'profile offering the device’s results');
  await page.getByRole('button', { name: keepResultsMessages.keep }).click();
  await expect(page.getByRole('status').filter({ hasText: keepResultsMessages.kept(1) })).toBeVisible();
  await expectAccessible(page, 'profile with the trends');
});

test('admin screens', async ({ page, browser, baseURL }) => {
  const admin = await createOwnAdmin(browser, baseURL);
  await loginThroughUi(page, admin.username, admin.password);
  await page.waitForURL('/admin/users');
  await expectAccessible(page, '/admin/users');
  for (const path of [
    '/admin/questioner',
    '/admin/journal',
    '/admin/journal?kategori=ptsd',
    '/admin/journal?tambah=1',
    '/admin/chat',
    '/admin/chat/jawaban-cepat',
    '/admin/forum-user',
    '/admin/ubah-kata-sandi',
  ]) {
    await visit(page, path);
  }

  await page.goto('/admin/users');
  await page.getByRole('button', { name: adminUserMessages.add }).click();
  await expectAccessible(page, 'add user form');
  await page.getByRole('button', { name: labels.adminNav.logout }).click();
  await expectAccessible(page, 'admin logout dialog');
  await closeDialog(page);
});

// axe calls a skipped heading level moderate, below what expectAccessible blocks; screen
// readers list a page by its headings, so the forum's must still go down one level at a time.
test('the forum’s headings go down one level at a time, with questions and with none found', async ({
  page,
}) => {
  const headingOrder = async () =>
    (await new AxeBuilder({ page }).withRules(['heading-order']).analyze()).violations;
  const token = uniqueToken('judul');
  await registerThroughApi(page, newAccount());
  await askThroughApi(page.request, { title: `Urutan judul ${token}` });

  await searchForum(page, token);
  await expect(page.getByRole('heading', { level: 2, name: `Urutan judul ${token}` })).toBeVisible();
  expect(await headingOrder()).toEqual([]);

  await page.getByLabel(forumLabels.search).fill(`${token}-tidak-ada`);
  await expect(page.getByRole('heading', { level: 2, name: forumLabels.noMatchTitle })).toBeVisible();
  expect(await headingOrder()).toEqual([]);
});
