import type { Page } from '@playwright/test';
import { crisisMessages } from '@sehat/core/messages';
import { chatLabels, counsellorEntryLabels, resultShareLabels } from '@sehat/core/chat/messages';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { createOwnAdmin } from './support/admin';
import { answerAndSubmit } from './support/selftest';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

const chatPopup = (page: Page) => page.getByRole('dialog', { name: e2eSite.counsellorTeam });

test('a user in crisis shares their result summary with consent; the counsellor sees it first', async ({
  browser,
  baseURL,
}) => {
  // Three people's browsers at once (the person, a calmer one, the counsellor).
  test.slow();
  const token = Date.now().toString(36);
  const admin = await createOwnAdmin(browser, baseURL);

  // Someone else with the same marker writes later, and would be listed first by time alone.
  const worried = await (await browser.newContext()).newPage();
  const account = await registerThroughApi(worried, { ...newAccount(), fullName: `Warga ${token} Satu` });
  const calm = await (await browser.newContext()).newPage();
  await registerThroughApi(calm, { ...newAccount(), fullName: `Warga ${token} Dua` });

  await worried.goto('/tes-diri');
  await answerAndSubmit(worried, [17]);
  await worried.getByRole('link', { name: selftestMessages.seeResult }).click();
  await worried.waitForURL('/hasil/normal');
  const help = worried.getByRole('region', { name: crisisMessages.title });
  await help.getByRole('button', { name: counsellorEntryLabels.start }).click();
  // A choice between two buttons, not a box to tick.
  const choice = worried.getByRole('dialog', { name: counsellorEntryLabels.dialogTitle });
  await expect(choice.getByRole('checkbox')).toHaveCount(0);
  await expect(choice.getByRole('button', { name: counsellorEntryLabels.startWithoutSharing })).toBeVisible();
  await choice.getByRole('button', { name: counsellorEntryLabels.shareAndStart }).click();
  await expect(choice).toBeHidden();

  // In the queue, with the crisis numbers, before anyone answers.
  const popup = chatPopup(worried);
  await expect(popup.getByText(chatLabels.queued)).toBeVisible();
  await expect(popup.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');

  await calm.goto('/');
  await calm.getByRole('button', { name: chatLabels.openChat }).click();
  const calmField = chatPopup(calm).getByLabel(chatLabels.messageLabel, { exact: true });
  await calmField.fill('Halo, saya mau bertanya');
  await calmField.press('Enter');
  await expect(chatPopup(calm).getByRole('log').getByText('Halo, saya mau bertanya')).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await loginThroughUi(page, admin.username, admin.password);
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/chat');
  await page.getByLabel(chatLabels.searchLabel).fill(token);
  const entries = page.getByRole('list', { name: chatLabels.userList }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(account.fullName);
  await expect(entries.first()).toContainText(chatLabels.riskBadge);

  await entries.first().getByRole('button').click();
  const conversation = page.getByRole('region', { name: account.fullName });
  const card = conversation.getByRole('region', { name: resultShareLabels.cardTitle });
  await expect(card).toContainText('Normal');
  await expect(card.getByRole('definition').nth(3)).toHaveText(resultShareLabels.crisisYes);
});
