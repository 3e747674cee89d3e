import type { Browser, Page } from '@playwright/test';
import { dialogTitles } from '@sehat/core/messages';
import { loginLabels } from '@sehat/core/auth/messages';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { profileLabels } from '@sehat/core/profile/messages';
import { askThroughApi, searchForum, uniqueToken } from './support/forum';
import { registerThroughApi, type NewAccount } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

/** An account of its own, made in a separate context so the page stays a visitor's. */
async function someAccount(browser: Browser): Promise<NewAccount> {
  const context = await browser.newContext();
  const account = await registerThroughApi(await context.newPage());
  await context.close();
  return account;
}

async function logInHere(page: Page, account: NewAccount) {
  await page.getByLabel(loginLabels.username, { exact: true }).fill(account.username);
  await page.getByLabel(loginLabels.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: loginLabels.submit }).click();
}

test('a forum reply typed before logging in is waiting in its question afterwards', async ({
  page,
  browser,
}) => {
  const token = uniqueToken('balas');
  const asker = await browser.newContext();
  const askerPage = await asker.newPage();
  await registerThroughApi(askerPage);
  await askThroughApi(askerPage.request, { title: `Tanya ${token}` });
  await asker.close();
  const account = await someAccount(browser);

  await searchForum(page, token);
  await page.getByRole('button', { name: `Tanya ${token}`, exact: true }).click();
  const reply = `Semangat ya, ${token}`;
  await page.getByLabel(forumLabels.responseLabel).fill(reply);
  await page.getByRole('button', { name: forumLabels.respond, exact: true }).click();
  const warning = page.getByRole('dialog', { name: dialogTitles.warning });
  await expect(warning).toContainText(forumMessages.loginToRespond);
  await warning.getByRole('button').click();
  await page.waitForURL('/login?next=%2Fforum');

  await logInHere(page, account);
  await page.waitForURL('/forum');
  const detail = page.getByRole('dialog', { name: `Tanya ${token}` });
  await expect(detail.getByLabel(forumLabels.responseLabel)).toHaveValue(reply);
  await detail.getByRole('button', { name: forumLabels.respond, exact: true }).click();
  await expect(detail.getByRole('paragraph').filter({ hasText: reply })).toBeVisible();
  await expect(detail.getByLabel(forumLabels.responseLabel)).toHaveValue('');
  expect(await page.evaluate(() => sessionStorage.getItem('draft:forum-response'))).toBeNull();
});

test('a page that needs an account leads back to itself, heading focused', async ({ page, browser }) => {
  const account = await someAccount(browser);
  await page.goto('/profile');
  await page.waitForURL('/login?next=%2Fprofile');
  await logInHere(page, account);
  await page.waitForURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: profileLabels.title })).toBeFocused();
});

test('the chat link of the forum brings a visitor back with the chat open', async ({ page, browser }) => {
  const account = await someAccount(browser);
  await page.goto('/forum');
  // The page arrives rendered (ADR 53); its buttons work once the app has taken it over.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: new RegExp(forumLabels.featuredChat) }).click();
  await page.waitForURL('/login?next=%2Fforum&chat=1');
  await logInHere(page, account);
  await page.waitForURL('/forum');
  await expect(page.getByRole('dialog', { name: e2eSite.counsellorTeam })).toBeVisible();
});

test('a crafted login link cannot send anyone to another site', async ({ page, browser }) => {
  // Each try logs in: the next one starts logged out again.
  for (const next of [
    'https://contoh-jahat.example/',
    '//contoh-jahat.example/',
    '/\\contoh-jahat.example',
  ]) {
    const account = await someAccount(browser);
    await page.context().clearCookies();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await logInHere(page, account);
    await page.waitForURL('/');
    expect(page.url()).toBe(`${process.env.E2E_BASE_URL}/`);
  }
});
