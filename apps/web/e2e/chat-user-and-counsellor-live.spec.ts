import type { Browser, Page } from '@playwright/test';
import { chatLabels, chatMessages } from '@sehat/core/chat/messages';
import { timeWords } from '@sehat/core/time/messages';
import sharp from 'sharp';
import { createOwnAdmin } from './support/admin';
import { loginThroughUi, newAccount, registerThroughApi, type NewAccount } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

// One journey: the inbox counts it checks must not be disturbed by a parallel copy of itself.
test.describe.configure({ mode: 'serial' });

async function userPage(browser: Browser): Promise<{ page: Page; account: NewAccount }> {
  const page = await (await browser.newContext()).newPage();
  const account = await registerThroughApi(page, newAccount());
  // The header's notification bell opens the tab's live stream; the chat popup shares it.
  const stream = page.waitForResponse((r) => r.url().includes('/api/chat/stream') && r.status() === 200);
  await page.goto('/');
  await stream;
  return { page, account };
}

/** A counsellor of its own: other journeys sign the seeded admin in and out meanwhile. */
async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const admin = await createOwnAdmin(browser, baseURL);
  const page = await (await browser.newContext()).newPage();
  await loginThroughUi(page, admin.username, admin.password);
  await page.waitForURL(/\/admin\//);
  return page;
}

// The chat is signed by the counsellor team the operator configured.
const popupOf = (page: Page) => page.getByRole('dialog', { name: e2eSite.counsellorTeam });
/** The number in the 'Belum Dibaca (n)' filter. */
async function unreadCount(admin: Page): Promise<number> {
  const label = admin.locator('label').filter({ hasText: chatLabels.filterUnread });
  await expect(label).toContainText(/\(\d+\)/);
  return Number(/\((\d+)\)/.exec((await label.textContent()) ?? '')![1]);
}

/**
 * The label's count minus the server's. Parallel journeys add and read chats too, so the label
 * is checked against the server's count at the moment, not against an earlier reading.
 */
async function unreadShownBeyondServer(admin: Page): Promise<number> {
  const shown = await unreadCount(admin);
  const inbox = await admin.request.get('/api/admin/chat/users?filter=unread');
  return shown - ((await inbox.json()) as { counts: { unread: number } }).counts.unread;
}

test('a user and a counsellor chat both ways live, with a file each way', async ({ browser, baseURL }) => {
  // Two browsers, each sending and opening a file, both live.
  test.slow();
  const { page: user, account } = await userPage(browser);
  const admin = await adminPage(browser, baseURL);

  // The user opens the popup on the live stream the page already holds; whitespace alone is ignored.
  await user.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = popupOf(user);
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(chatLabels.supportStatus);
  await expect(popup).not.toContainText('Administrator');
  await expect(popup.getByText(chatLabels.emptyConversation)).toBeVisible();
  const field = popup.getByLabel(chatLabels.messageLabel, { exact: true });
  await expect(field).toHaveAttribute('placeholder', chatLabels.placeholder);
  await field.fill('   ');
  await field.press('Enter');
  await expect(popup.getByRole('log').getByRole('listitem')).toHaveCount(0);
  await field.fill('Halo kak, saya susah tidur akhir-akhir ini');
  await field.press('Enter');
  const userLog = popup.getByRole('log');
  await expect(userLog.getByText('Halo kak, saya susah tidur akhir-akhir ini')).toBeVisible();
  await expect(userLog.getByText(chatLabels.sent)).toBeVisible();
  await expect(userLog.getByText(timeWords.justNow)).toBeVisible();
  // While the stream is up nothing polls.
  const polls: string[] = [];
  user.on('request', (r) => {
    if (r.url().includes('/messages')) polls.push(r.url());
  });
  await user.waitForTimeout(3500);
  expect(polls).toEqual([]);

  // The inbox: the user is unread, found by search, under 'Belum Dibaca'.
  await admin.goto('/admin/chat');
  await expect(admin.getByRole('heading', { name: chatLabels.selectConversation })).toBeVisible();
  await admin.getByRole('radio', { name: new RegExp(chatLabels.filterUnread) }).check();
  await admin.getByLabel(chatLabels.searchLabel).fill(account.username);
  const entry = admin.getByRole('button', { name: new RegExp(account.fullName) });
  await expect(entry).toContainText('Halo kak, saya susah tidur');
  await expect(entry).toContainText(chatLabels.unreadBadge(1));
  expect(await unreadCount(admin)).toBeGreaterThan(0);

  // Opening it marks it read: the badge shows 0 and the user sees 'Dibaca' live.
  await entry.click();
  await expect(admin).toHaveURL(/\/admin\/chat\?user=\d+/);
  const conversation = admin.getByRole('region', { name: account.fullName });
  await expect(conversation.getByText('Halo kak, saya susah tidur akhir-akhir ini')).toBeVisible();
  await expect(entry).toContainText(chatLabels.unreadBadge(0));
  await expect(userLog.getByText(chatLabels.read)).toBeVisible();
  // Other journeys may add unread chats meanwhile: the live count must match the server's own.
  const inbox = await admin.request.get(`/api/admin/chat/users?filter=unread&q=${account.username}`);
  expect(((await inbox.json()) as { users: unknown[] }).users).toEqual([]);
  await expect.poll(() => unreadShownBeyondServer(admin)).toBe(0);

  // The counsellor answers: Shift+Enter makes a new line, Enter sends; the user sees it live.
  const reply = conversation.getByLabel(chatLabels.messageLabel, { exact: true });
  await reply.fill('Terima kasih sudah bercerita.');
  await reply.press('Shift+Enter');
  await reply.pressSequentially('Sejak kapan mulai susah tidur?');
  await reply.press('Enter');
  await expect(reply).toHaveValue('');
  await expect(userLog.getByText('Sejak kapan mulai susah tidur?')).toBeVisible();
  await expect(userLog.getByText('Terima kasih sudah bercerita.')).toBeVisible();
  // Read while the popup is open: the counsellor's message shows 'Dibaca' on their side.
  await expect(conversation.getByRole('log').getByText(chatLabels.read)).toBeVisible();

  // A photo from the user arrives in the inbox; a PDF from the counsellor arrives in the popup.
  const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  await popup
    .getByLabel(chatLabels.attach)
    .setInputFiles({ name: 'jurnal-tidur.png', mimeType: 'image/png', buffer: photo });
  await expect(userLog.getByRole('img', { name: chatLabels.imageAlt('jurnal-tidur.png') })).toBeVisible();
  const image = conversation.getByRole('img', { name: chatLabels.imageAlt('jurnal-tidur.png') });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
  await conversation
    .getByLabel(chatLabels.attach)
    .setInputFiles({ name: 'Tips tidur nyenyak.pdf', mimeType: 'application/pdf', buffer: pdf });
  const download = userLog.getByRole('link', { name: `${chatLabels.download} Tips tidur nyenyak.pdf` });
  await expect(download).toBeVisible();
  const fileResponse = await user.request.get((await download.getAttribute('href'))!);
  expect(fileResponse.status()).toBe(200);
  expect(fileResponse.headers()['content-type']).toBe('application/pdf');
  // The file is the conversation's: the counsellor's other users cannot fetch it.
  const stranger = await (await browser.newContext()).newPage();
  await registerThroughApi(stranger);
  expect((await stranger.request.get((await download.getAttribute('href'))!)).status()).toBe(404);

  // A new message while the counsellor looks elsewhere: the unread filter and badge rise live.
  await admin.goto('/admin/chat');
  await admin.getByRole('radio', { name: new RegExp(chatLabels.filterUnread) }).check();
  await admin.getByLabel(chatLabels.searchLabel).fill(account.username);
  await expect(admin.getByText(chatLabels.noSearchResults)).toBeVisible();
  await field.fill('Sejak dua minggu lalu');
  await field.press('Enter');
  await expect(
    userLog.getByRole('listitem').filter({ hasText: 'Sejak dua minggu lalu' }).getByText(chatLabels.sent),
  ).toBeVisible();
  await expect(entry).toContainText(chatLabels.unreadBadge(1));
  // The server now counts this chat as unread; the label follows without a reload.
  await expect.poll(() => unreadShownBeyondServer(admin)).toBe(0);
});

test('the chat button: only for logged-in users, not on /tes-diri, closes with Escape', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: chatLabels.openChat })).toHaveCount(0);
  await registerThroughApi(page);
  await page.goto('/tes-diri');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('button', { name: chatLabels.openChat })).toHaveCount(0);
  await page.goto('/forum');
  const launcher = page.getByRole('button', { name: chatLabels.openChat });
  await launcher.click();
  await expect(popupOf(page)).toBeVisible();
  await expect(popupOf(page).getByLabel(chatLabels.messageLabel, { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popupOf(page)).toHaveCount(0);
  await expect(launcher).toBeFocused();
});

test('without the live stream the popup polls every 3 s and still gets replies', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  await context.route('**/api/chat/stream**', (route) => route.abort());
  const user = await context.newPage();
  await registerThroughApi(user);
  await user.goto('/');
  await user.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = popupOf(user);
  await expect(popup.getByText(chatLabels.emptyConversation)).toBeVisible();
  const { conversation } = await (await user.request.get('/api/chat/conversation')).json();

  const admin = await adminPage(browser, baseURL);
  const reply = await admin.request.post(`/api/chat/conversations/${conversation.id}/messages`, {
    data: { message: 'Pesan lewat polling', clientId: `e2e-polling-${Date.now()}` },
  });
  expect(reply.status()).toBe(201);
  const polled = user.waitForResponse((r) => r.url().includes(`/conversations/${conversation.id}/messages`));
  await expect(popup.getByRole('log').getByText('Pesan lewat polling')).toBeVisible({ timeout: 7000 });
  await polled;
});

test('a send that fails on the way is retried with the same clientId and stored once', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await registerThroughApi(page);
  await page.goto('/');
  const clientIds: string[] = [];
  await page.route('**/api/chat/conversations/*/messages', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    clientIds.push((route.request().postDataJSON() as { clientId: string }).clientId);
    // The first two attempts never reach the server.
    if (clientIds.length <= 2) return route.abort('connectionfailed');
    return route.continue();
  });
  await page.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = popupOf(page);
  const field = popup.getByLabel(chatLabels.messageLabel, { exact: true });
  await expect(popup.getByText(chatLabels.emptyConversation)).toBeVisible();
  await field.fill('Tetap sampai walau koneksi putus');
  await field.press('Enter');
  await expect(popup.getByText(chatLabels.sending)).toBeVisible();
  const log = popup.getByRole('log');
  await expect(log.getByText(chatLabels.sent)).toBeVisible({ timeout: 15_000 });
  expect(clientIds).toHaveLength(3);
  expect(new Set(clientIds).size).toBe(1);
  await expect(log.getByRole('listitem')).toHaveCount(1);
});

test("failed sends show the spec's message, give the text back, and the error closes on click", async ({
  browser,
  baseURL,
}) => {
  const { page: user } = await userPage(browser);
  await user.route('**/api/chat/conversations/*/messages', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'INVALID_INPUT', message: 'Pesan maksimal 2000 karakter.' },
          }),
        })
      : route.continue(),
  );
  await user.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = popupOf(user);
  const field = popup.getByLabel(chatLabels.messageLabel, { exact: true });
  await expect(popup.getByText(chatLabels.emptyConversation)).toBeVisible();
  await field.fill('Pesan yang ditolak');
  await field.press('Enter');
  const error = popup.getByRole('button', {
    name: /Data tidak valid\. Silakan cek input Anda\. Pesan maksimal/,
  });
  await expect(error).toBeVisible();
  await expect(field).toHaveValue('Pesan yang ditolak');
  await error.click();
  await expect(error).toHaveCount(0);

  const admin = await adminPage(browser, baseURL);
  await admin.route('**/api/chat/conversations/*/messages', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 422, body: '' }) : route.continue(),
  );
  await admin.goto('/admin/chat');
  // The user's send was refused, so their conversation is listed under Semua only.
  await admin.getByRole('radio', { name: new RegExp(`^${chatLabels.filterAll}`) }).check();
  await admin.getByRole('list', { name: chatLabels.userList }).getByRole('button').first().click();
  const reply = admin.getByRole('region').getByLabel(chatLabels.messageLabel, { exact: true });
  await reply.fill('Balasan yang gagal');
  await reply.press('Enter');
  const adminError = admin.getByRole('button', { name: chatMessages.adminSendFailed });
  await expect(adminError).toBeVisible();
  await expect(reply).toHaveValue('Balasan yang gagal');
  await adminError.click();
  await expect(adminError).toHaveCount(0);
});
