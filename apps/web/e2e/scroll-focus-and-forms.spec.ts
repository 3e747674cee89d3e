import type { Page } from '@playwright/test';
import { commonMessages, labels } from '@sehat/core/messages';
import { authMessages } from '@sehat/core/auth/messages';
import { chatLabels } from '@sehat/core/chat/messages';
import { landingLabels } from '@sehat/core/landing/messages';
import { profileLabels } from '@sehat/core/profile/messages';
import { resultLabels } from '@sehat/core/selftest/messages';
import { timings } from '@sehat/core/timings';
import { takeTest } from './support/selftest';
import { registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Scrolls to the end of the page once its content is there; returns the position reached. */
async function toBottom(page: Page): Promise<number> {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return scrollY(page);
    })
    .toBeGreaterThan(100);
  return scrollY(page);
}

test('new pages start at the top, Back restores, fresh loads never inherit a position', async ({ page }) => {
  await page.goto('/');
  const bottom = await toBottom(page);
  await page.getByRole('contentinfo').getByRole('link', { name: labels.footer.privacy }).click();
  await page.waitForURL('/kebijakan-privasi');
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(bottom);

  // Typed addresses, one after another: each starts at the top.
  for (const path of ['/forum', '/edukasi/ptsd', '/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    await toBottom(page);
  }
});

test('logout reloads after 100 ms, and the landing page opens at the top', async ({ page }) => {
  await page.clock.install();
  await registerThroughApi(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: profileLabels.title })).toBeVisible();
  await toBottom(page);
  await page.getByRole('button', { name: profileLabels.logout }).click();
  const dialog = page.getByRole('dialog');
  // Confirmations start on the safe button.
  await expect(dialog.getByRole('button', { name: commonMessages.cancel })).toBeFocused();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const loggedOut = page.waitForResponse('**/api/auth/logout');
  await dialog.getByRole('button', { name: authMessages.logoutButton }).click();
  await loggedOut;
  await page.clock.runFor(timings.logoutReloadMs - 1);
  await expect(page).toHaveURL('/profile');
  await page.clock.runFor(1);
  await page.waitForURL('/');
  await expect(page.getByRole('link', { name: landingLabels.start })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});

test('after sending the test focus is on the result heading; Tes Ulang starts on Batal', async ({ page }) => {
  await takeTest(page, []);
  await page.waitForURL('/hasil/normal');
  await expect(page.getByRole('heading', { level: 1, name: resultLabels.pageTitle })).toBeFocused();
  await page.getByRole('button', { name: resultLabels.retake }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: commonMessages.cancel })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/hasil/normal');
});

test('the chat log is a keyboard-scrollable log around a list', async ({ page }) => {
  await registerThroughApi(page);
  await page.goto('/forum');
  await page.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = page.getByRole('dialog', { name: e2eSite.counsellorTeam });
  const log = popup.getByRole('log', { name: chatLabels.messageList });
  await expect(log).toHaveAttribute('tabindex', '0');
  const field = popup.getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill('Halo');
  await field.press('Enter');
  await expect(log.getByRole('list').getByRole('listitem')).toHaveCount(1);
  await log.focus();
  await expect(log).toBeFocused();
});
