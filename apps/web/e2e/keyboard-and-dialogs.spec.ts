import { labels } from '@sehat/core/messages';
import { authMessages } from '@sehat/core/auth/messages';
import { profileLabels } from '@sehat/core/profile/messages';
import { registerThroughApi } from './support/session';
import { expect, test } from './support/test';

test('keyboard users can skip to the content and see where focus is', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: labels.nav.skipToContent });
  await expect(skip).toBeFocused();
  expect(await skip.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeInViewport();
});

test('the confirm dialog keeps focus inside, closes on Escape and returns focus', async ({ page }) => {
  await registerThroughApi(page);
  await page.goto('/profile');
  const logout = page.getByRole('button', { name: profileLabels.logout });
  await logout.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(authMessages.logoutConfirm);
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(logout).toBeFocused();
  await expect(page).toHaveURL('/profile');
});
