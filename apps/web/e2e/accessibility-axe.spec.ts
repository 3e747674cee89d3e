import { crisisMessages } from '@sehat/core/messages';
import { authMessages, loginLabels } from '@sehat/core/auth/messages';
import { chatLabels } from '@sehat/core/chat/messages';
import { forumLabels } from '@sehat/core/forum/messages';
import { profileLabels } from '@sehat/core/profile/messages';
import { resultLabels, selftestHistoryMessages, selftestMessages } from '@sehat/core/selftest/messages';
import { closeDialog, expectAccessible, visit } from './support/axe';
import { askThroughApi, uniqueToken } from './support/forum';
import { answerAndSubmit, takeTest } from './support/selftest';
import { registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

// The visitor's and the user's screens, on the desktop and the phone project, with dialogs open
// (the screenings', the admin's and the headings: accessibility-axe-more.spec.ts, desktop).
// Each test walks many screens (and the visitor's a whole questionnaire): more time than one page.
test.describe.configure({ timeout: 300_000 });

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
  await expect(page.locator('dialog[open]')).toBeVisible();
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
  await expect(page.locator('dialog[open]')).toBeVisible();
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
