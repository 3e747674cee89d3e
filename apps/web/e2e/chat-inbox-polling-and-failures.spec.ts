import type { Browser, Page } from '@playwright/test';
import { chatLabels, chatMessages } from '@sehat/core/chat/messages';
import { commonMessages } from '@sehat/core/messages';
import { createOwnAdmin } from './support/admin';
import { loginThroughUi, newAccount, registerThroughApi, type NewAccount } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

// Spec §8 "Chat (user)", "Chat (admin)" and §9's 3 s polling. Failing calls are stubbed in the browser.

/** A refused call the app does not retry by itself (a 4xx), so its failure shows at once. */
const refused = { status: 400, json: { error: { code: 'INVALID_INPUT', message: 'x' } } };

async function counsellorPage(browser: Browser, baseURL: string | undefined, stream = true): Promise<Page> {
  const admin = await createOwnAdmin(browser, baseURL);
  const context = await browser.newContext({ baseURL });
  if (!stream) await context.route('**/api/chat/stream**', (route) => route.abort());
  const page = await context.newPage();
  await loginThroughUi(page, admin.username, admin.password);
  await page.waitForURL(/\/admin\//);
  return page;
}

const showAll = (admin: Page) =>
  admin.getByRole('radio', { name: new RegExp(`^${chatLabels.filterAll}`) }).check();

async function userWithConversation(
  browser: Browser,
): Promise<{ user: Page; account: NewAccount; id: number }> {
  const user = await (await browser.newContext()).newPage();
  const account = await registerThroughApi(user, newAccount());
  const { conversation } = (await (await user.request.get('/api/chat/conversation')).json()) as {
    conversation: { id: number };
  };
  return { user, account, id: conversation.id };
}

async function sendAsUser(user: Page, conversationId: number, message: string): Promise<void> {
  const sent = await user.request.post(`/api/chat/conversations/${conversationId}/messages`, {
    data: { message, clientId: `e2e-${message.length}-${Date.now()}` },
  });
  expect(sent.status()).toBe(201);
}

test('without the live stream the inbox polls: new messages reach the list and the open conversation', async ({
  browser,
  baseURL,
}) => {
  const { user, account, id } = await userWithConversation(browser);
  const admin = await counsellorPage(browser, baseURL, false);
  await admin.goto('/admin/chat');
  // The first view lists only conversations where someone wrote; this one is still empty.
  await showAll(admin);
  const searched = admin.waitForResponse((r) => r.url().includes(`q=${account.username}`));
  await admin.getByLabel(chatLabels.searchLabel).fill(account.username);
  await searched;
  const entry = admin.getByRole('button', { name: new RegExp(account.fullName) });
  await expect(entry).toContainText(chatLabels.noMessagesYet);

  await sendAsUser(user, id, 'Pesan pertama lewat polling');
  await expect(entry).toContainText('Pesan pertama lewat polling');
  await entry.click();
  const conversation = admin.getByRole('region', { name: account.fullName });
  await expect(conversation.getByRole('log').getByText('Pesan pertama lewat polling')).toBeVisible();

  await sendAsUser(user, id, 'Pesan kedua lewat polling');
  await expect(conversation.getByRole('log').getByText('Pesan kedua lewat polling')).toBeVisible();
});

test("the inbox's failures: list, refresh, opening, loading and background reload; a click dismisses", async ({
  browser,
  baseURL,
}) => {
  const { account } = await userWithConversation(browser);
  const admin = await counsellorPage(browser, baseURL);
  const sidebar = admin.getByRole('complementary');

  await admin.route('**/api/admin/chat/users?*', (route) => route.fulfill(refused));
  await admin.goto('/admin/chat');
  await expect(sidebar.getByText(chatMessages.adminUsersLoadFailed)).toBeVisible();
  await sidebar.getByRole('button', { name: chatLabels.refresh }).click();
  const refreshError = admin.getByRole('button', { name: chatMessages.adminRefreshFailed });
  await expect(refreshError).toBeVisible();
  await refreshError.click();
  await expect(refreshError).toHaveCount(0);
  await admin.unroute('**/api/admin/chat/users?*');
  await sidebar.getByRole('button', { name: commonMessages.retry }).click();

  // Opening the conversation fails, then its messages do; each offers Coba Lagi.
  await admin.route('**/api/admin/chat/conversations', (route) => route.fulfill(refused));
  await admin.route('**/api/chat/conversations/*/messages*', (route) => route.fulfill(refused));
  await showAll(admin);
  await admin.getByLabel(chatLabels.searchLabel).fill(account.username);
  await admin.getByRole('button', { name: new RegExp(account.fullName) }).click();
  const unopened = admin.getByRole('region', { name: chatLabels.conversationUnavailable });
  await expect(unopened.getByText(chatMessages.adminConversationFailed)).toBeVisible();
  await admin.unroute('**/api/admin/chat/conversations');
  await unopened.getByRole('button', { name: commonMessages.retry }).click();
  const conversation = admin.getByRole('region', { name: account.fullName });
  await expect(conversation.getByText(chatMessages.adminChatLoadFailed)).toBeVisible();
  await admin.unroute('**/api/chat/conversations/*/messages*');
  await conversation.getByRole('button', { name: commonMessages.retry }).click();
  await expect(conversation.getByText(chatLabels.emptyAdminConversation)).toBeVisible();

  // A reload of loaded messages that fails keeps them and says so.
  await admin.route('**/api/chat/conversations/*/messages*', (route) => route.fulfill(refused));
  await sidebar.getByRole('button', { name: chatLabels.refresh }).click();
  const reloadError = conversation.getByRole('button', { name: chatMessages.adminMessagesLoadFailed });
  await expect(reloadError).toBeVisible();
  await expect(conversation.getByText(chatLabels.emptyAdminConversation)).toBeVisible();
  await reloadError.click();
  await expect(reloadError).toHaveCount(0);
});

test("the popup's load failure offers Coba Lagi and recovers", async ({ page }) => {
  await registerThroughApi(page, newAccount());
  let failing = true;
  await page.route('**/api/chat/conversation', (route) =>
    failing ? route.fulfill(refused) : route.continue(),
  );
  await page.goto('/');
  await page.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = page.getByRole('dialog', { name: e2eSite.counsellorTeam });
  await expect(popup.getByText(chatMessages.loadFailed)).toBeVisible();
  await expect(popup.getByLabel(chatLabels.messageLabel, { exact: true })).toBeDisabled();
  failing = false;
  await popup.getByRole('button', { name: commonMessages.retry }).click();
  await expect(popup.getByText(chatLabels.emptyConversation)).toBeVisible();
});
