import AxeBuilder from '@axe-core/playwright';
import { labels } from '@sehat/core/messages';
import { adminUserMessages } from '@sehat/core/admin/messages';
import { forumLabels } from '@sehat/core/forum/messages';
import { keepResultsMessages, screeningTestMessages } from '@sehat/core/screenings/messages';
import { createOwnAdmin } from './support/admin';
import { closeDialog, expectAccessible, visit } from './support/axe';
import { askThroughApi, searchForum, uniqueToken } from './support/forum';
import { takeScreening } from './support/screenings';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

// The screenings', the admin's and the forum headings' screens, on the desktop: the phone's
// layout is checked by accessibility-axe.spec.ts on the screens a phone user meets most.
test.describe.configure({ timeout: 300_000 });

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
  await expect(page.locator('dialog[open]')).toBeVisible();
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
