import type { Browser, Page } from '@playwright/test';
import { chatLabels } from '@sehat/core/chat/messages';
import { createOwnAdmin, type AdminAccount } from './support/admin';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

async function counsellor(browser: Browser, account: AdminAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginThroughUi(page, account.username, account.password);
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/chat');
  return page;
}

/** Shows one filter of the inbox, searched down to the one user of this journey. */
async function show(page: Page, filter: string, username: string) {
  await page.getByRole('radio', { name: new RegExp(`^${filter}`) }).check();
  await page.getByLabel(chatLabels.searchLabel).fill(username);
}

test('two counsellors share the inbox: typing, take, hand over, resolve, and a new message reopens', async ({
  browser,
  baseURL,
}) => {
  // Three browsers at once: 1.4 min alone here, 2.1 min beside a second e2e worker in CI.
  test.slow();
  const [first, second] = [await createOwnAdmin(browser, baseURL), await createOwnAdmin(browser, baseURL)];
  const user = await (await browser.newContext()).newPage();
  const account = await registerThroughApi(user, newAccount());
  await user.goto('/');
  await user.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = user.getByRole('dialog', { name: e2eSite.counsellorTeam });
  const field = popup.getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill('Halo, saya ingin bercerita');
  await field.press('Enter');
  // Stored before the counsellors look: their first list is of what the server holds then.
  await expect(popup.getByRole('log').getByText(chatLabels.sent)).toBeVisible();

  const a = await counsellor(browser, first);
  const b = await counsellor(browser, second);
  const entryOf = (page: Page) => page.getByRole('button', { name: new RegExp(account.fullName) });

  // Nobody holds it yet: the first counsellor takes it from 'Belum Ditugaskan'.
  await show(a, chatLabels.filterUnassigned, account.username);
  await expect(entryOf(a)).toContainText(chatLabels.unassigned);
  await entryOf(a).click();
  const conversation = a.getByRole('region', { name: account.fullName });

  // Each side sees the other typing, live, before anything is sent.
  await field.fill('Sebenarnya');
  await expect(conversation.getByText(chatLabels.userTyping(account.fullName))).toBeVisible();
  await conversation.getByLabel(chatLabels.messageLabel, { exact: true }).fill('Baik, saya');
  await expect(popup.getByText(chatLabels.counsellorTyping)).toBeVisible();
  await field.fill('');
  await conversation.getByRole('button', { name: chatLabels.take }).click();
  await expect(conversation.getByLabel(chatLabels.assigneeLabel)).toHaveValue(/\d+/);
  await expect(conversation.getByRole('button', { name: chatLabels.take })).toHaveCount(0);

  // The second counsellor's inbox shows who holds it, live; then the first hands it over.
  await show(b, chatLabels.filterAll, account.username);
  await expect(entryOf(b)).toContainText(chatLabels.heldBy(first.fullName));
  await conversation.getByLabel(chatLabels.assigneeLabel).selectOption({ label: second.fullName });
  await show(b, chatLabels.filterMine, account.username);
  await expect(entryOf(b)).toContainText(chatLabels.heldBy(second.fullName));

  // The second resolves it; the user writing again reopens it for everyone.
  await entryOf(b).click();
  const held = b.getByRole('region', { name: account.fullName });
  await held.getByRole('button', { name: chatLabels.resolve }).click();
  await expect(held.getByRole('button', { name: chatLabels.reopen })).toBeVisible();
  await expect(conversation.getByRole('button', { name: chatLabels.reopen })).toBeVisible();
  await show(a, chatLabels.filterResolved, account.username);
  await expect(entryOf(a)).toContainText(chatLabels.statusResolved);
  await field.fill('Saya masih butuh bantuan');
  await field.press('Enter');
  await expect(entryOf(a)).not.toContainText(chatLabels.statusResolved);
  await expect(held.getByRole('button', { name: chatLabels.resolve })).toBeVisible();
  await expect(conversation.getByRole('button', { name: chatLabels.resolve })).toBeVisible();
});
