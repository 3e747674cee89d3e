import { expect, test } from '@playwright/test';
import { chatLabels, chatMessages } from '@sehat/core/chat/messages';
import { chatLimits } from '@sehat/core/chat/limits';
import { newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';

// 22:30 in Jakarta (the browser's time zone in these tests): outside 09:00–21:00.
const lateEvening = new Date('2026-11-23T15:30:00Z');

test('outside operating hours the chat warns for 5 s, and the message is still sent', async ({ page }) => {
  await page.clock.install({ time: lateEvening });
  await registerThroughApi(page, newAccount());
  await page.goto('/');
  await page.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = page.getByRole('dialog', { name: e2eSite.counsellorTeam });
  const field = popup.getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill('Halo, saya butuh teman bicara');
  await page.clock.pauseAt(new Date(lateEvening.getTime() + 60_000));
  await field.press('Enter');

  const warning = popup.getByText(chatMessages.operatingHoursWarning);
  await expect(warning).toBeVisible();
  await expect(popup.getByRole('log').getByText(chatLabels.sent)).toBeVisible();
  await expect(popup.getByRole('log').getByText('Halo, saya butuh teman bicara')).toBeVisible();

  await page.clock.runFor(chatLimits.operatingHoursWarningMs - 500);
  await expect(warning).toBeVisible();
  await page.clock.runFor(500);
  await expect(warning).toBeHidden();
});
