import type { Page } from '@playwright/test';
import { chatLabels } from '@sehat/core/chat/messages';
import { adminCheckinLabels, checkinLabels } from '@sehat/core/checkins/messages';
import { notificationLabels, notificationMessages } from '@sehat/core/notifications/messages';
import { createOwnAdmin } from './support/admin';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: notificationLabels.bell(unread), exact: true });

test('a check-in answered "Berat" puts the person first in the counsellors’ inbox', async ({
  browser,
  baseURL,
}) => {
  const token = Date.now().toString(36);
  const admin = await createOwnAdmin(browser, baseURL);
  const person = await (await browser.newContext()).newPage();
  const account = await registerThroughApi(person, { ...newAccount(), fullName: `Kabar ${token} Satu` });

  const stream = person.waitForResponse((r) => r.url().includes('/api/chat/stream') && r.status() === 200);
  await person.goto('/cek-kabar');
  await stream;
  await person.getByRole('button', { name: checkinLabels.offerAccept }).click();
  await expect(person.getByText(checkinLabels.scheduledText)).toBeVisible();

  // CHECKIN_OFFSETS=2s,30d: the first one arrives live through the bell.
  await bell(person, 1).click();
  await person
    .getByRole('dialog', { name: notificationLabels.title })
    .getByRole('link', { name: notificationMessages.checkin })
    .click();
  await expect(person).toHaveURL(/\/cek-kabar\?id=\d+$/);
  await person.getByRole('button', { name: new RegExp(checkinLabels.answers.berat.label) }).click();
  await expect(person.getByRole('heading', { name: checkinLabels.thanks.berat })).toBeVisible();

  // Someone with the same marker writes to the team afterwards, and would come first by time alone.
  const calm = await (await browser.newContext()).newPage();
  await registerThroughApi(calm, { ...newAccount(), fullName: `Kabar ${token} Dua` });
  await calm.goto('/');
  await calm.getByRole('button', { name: chatLabels.openChat }).click();
  const field = calm
    .getByRole('dialog', { name: e2eSite.counsellorTeam })
    .getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill('Halo, saya mau bertanya');
  await field.press('Enter');
  await expect(calm.getByRole('log').getByText('Halo, saya mau bertanya')).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await loginThroughUi(page, admin.username, admin.password);
  await page.waitForURL(/\/admin\//);
  await page.getByRole('link', { name: adminCheckinLabels.adminNav }).click();
  await page.getByRole('button', { name: adminCheckinLabels.answered }).click();
  await expect(page.getByRole('row').filter({ hasText: account.username })).toContainText(
    checkinLabels.answers.berat.label,
  );

  await page.goto('/admin/chat');
  await page.getByLabel(chatLabels.searchLabel).fill(token);
  const entries = page.getByRole('list', { name: chatLabels.userList }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(account.fullName);
  await expect(entries.first()).toContainText(chatLabels.riskBadge);
  await expect(entries.first()).toContainText(checkinLabels.teamAlert.berat);
});
