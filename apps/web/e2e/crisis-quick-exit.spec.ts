import { quickExitDestination, quickExitLabels } from '@sehat/core/quick-exit/messages';
import { safetyPlanLabels } from '@sehat/core/safety-plan/messages';
import { expect, test } from './support/test';

const neutral = new URL(quickExitDestination);

test.beforeEach(async ({ page }) => {
  // The ordinary page is on the internet; here it is answered locally.
  await page.route(`${neutral.origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Cuaca</title><p>Prakiraan cuaca</p>' }),
  );
});

test('Keluar cepat replaces the page: Back does not return to it', async ({ page }) => {
  await page.goto('/edukasi');
  await page.getByRole('contentinfo').getByRole('link', { name: safetyPlanLabels.footerLink }).click();
  await page.waitForURL('/rencana-keamanan');
  await page.getByRole('button', { name: new RegExp(`^${quickExitLabels.button}`) }).click();
  await page.waitForURL(`${neutral.origin}/**`);
  await expect(page.getByText('Prakiraan cuaca')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/edukasi$/);
});

test('Esc three times leaves too; the help says how to clear the history', async ({ page }) => {
  await page.goto('/');
  await page.goto('/rencana-keamanan');
  await page.getByRole('button', { name: quickExitLabels.help }).click();
  const help = page.getByRole('dialog', { name: quickExitLabels.helpTitle });
  await expect(help).toContainText('Riwayat');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // The first Escape closed the dialog; it counts all the same.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.waitForURL(`${neutral.origin}/**`);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
