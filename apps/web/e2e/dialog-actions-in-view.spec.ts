import type { Locator, Page } from '@playwright/test';
import { authMessages } from '@sehat/core/auth/messages';
import { counsellorEntryLabels } from '@sehat/core/chat/messages';
import { crisisMessages } from '@sehat/core/messages';
import { profileLabels } from '@sehat/core/profile/messages';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { answerAndSubmit } from './support/selftest';
import { registerThroughApi } from './support/session';
import { expect, test } from './support/test';

const phone = { width: 360, height: 640 };

/** The primary button is on screen as the dialog opens: nothing needs scrolling to reach it. */
async function expectPrimaryInView(page: Page, dialog: Locator, primary: Locator, shot: string) {
  await expect(primary).toBeInViewport({ ratio: 1 });
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
  await page.screenshot({ path: test.info().outputPath(shot) });
}

test('at 360×640 the dialogs keep their action row in view; a long body scrolls inside', async ({ page }) => {
  await page.setViewportSize(phone);
  await registerThroughApi(page);
  await page.goto('/tes-diri');
  await answerAndSubmit(page, [17]);
  await page.getByRole('link', { name: selftestMessages.seeResult }).click();
  await page.waitForURL('/hasil/normal');

  // The longest dialog: hours, queue, the numbers to call, the result to share, three buttons.
  const help = page.getByRole('region', { name: crisisMessages.title });
  await help.getByRole('button', { name: counsellorEntryLabels.start }).click();
  const counsellor = page.getByRole('dialog', { name: counsellorEntryLabels.dialogTitle });
  const share = counsellor.getByRole('button', { name: counsellorEntryLabels.shareAndStart });
  await expectPrimaryInView(page, counsellor, share, 'counsellor-dialog-360.png');
  const body = counsellor.locator('[data-dialog-body]');
  expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await body.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(share).toBeInViewport({ ratio: 1 });
  await counsellor.getByRole('button', { name: counsellorEntryLabels.close }).click();

  await page.goto('/profile');
  await page.getByRole('button', { name: profileLabels.logout }).click();
  const logout = page.getByRole('dialog');
  await expect(logout).toContainText(authMessages.logoutConfirm);
  await expectPrimaryInView(
    page,
    logout,
    logout.getByRole('button', { name: authMessages.logoutButton }),
    'logout-dialog-360.png',
  );
});
