import { chatLabels } from '@sehat/core/chat/messages';
import { chatLimits } from '@sehat/core/chat/limits';
import { serviceHoursMessages } from '@sehat/core/service-hours/messages';
import { createOwnAdmin } from './support/admin';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

// 22:30 in Jakarta (the default service hours' zone): outside 09:00–21:00.
const lateEvening = new Date('2026-11-23T15:30:00Z');
// The spec's words, with the hours it opens at tomorrow.
const hoursWarning = serviceHoursMessages.outsideHoursWarning('09:00 - 21:00');

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

  const warning = popup.getByText(hoursWarning);
  await expect(warning).toBeVisible();
  await expect(popup.getByRole('log').getByText(chatLabels.sent)).toBeVisible();
  await expect(popup.getByRole('log').getByText('Halo, saya butuh teman bicara')).toBeVisible();

  await page.clock.runFor(chatLimits.operatingHoursWarningMs - 500);
  await expect(warning).toBeVisible();
  await page.clock.runFor(500);
  await expect(warning).toBeHidden();
});

test('outside operating hours the counsellor sees a note of their own, and the reply is sent', async ({
  browser,
  baseURL,
}) => {
  const account = await registerThroughApi(await browser.newPage(), newAccount());
  const admin = await createOwnAdmin(browser, baseURL);
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.clock.install({ time: lateEvening });
  await loginThroughUi(page, admin.username, admin.password);
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/chat');
  // The user has not written yet: such a conversation is listed under Semua, not the first view.
  await page.getByRole('radio', { name: new RegExp(`^${chatLabels.filterAll}`) }).check();
  await page.getByLabel(chatLabels.searchLabel).fill(account.username);
  await page.getByRole('button', { name: new RegExp(account.fullName) }).click();
  const conversation = page.getByRole('region', { name: account.fullName });
  await expect(conversation.getByText(chatLabels.emptyAdminConversation)).toBeVisible();
  await page.clock.pauseAt(new Date(lateEvening.getTime() + 120_000));

  // The counsellor reads a note of their own (ADR 116), not the user's 5-second banner.
  await expect(conversation.getByText(chatLabels.counsellorOffHours)).toBeVisible();
  await expect(conversation.getByText(hoursWarning)).toHaveCount(0);

  const field = conversation.getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill('Kami akan membalas besok pagi');
  await field.press('Enter');
  await expect(conversation.getByRole('log').getByText('Kami akan membalas besok pagi')).toBeVisible();
});
