import type { Page } from '@playwright/test';
import { labels, privacyMessages } from '@sehat/core/messages';
import { uniqueUsername } from './accounts';

export interface NewAccount {
  username: string;
  fullName: string;
  email: string;
  password: string;
}

export function newAccount(): NewAccount {
  const username = uniqueUsername();
  return {
    username,
    fullName: `Pengguna ${username}`,
    email: `${username}@contoh.id`,
    password: 'rahasia123',
  };
}

/** Fills the registration form on the current page and sends it. */
export async function submitRegisterForm(
  page: Page,
  account: NewAccount,
  confirmPassword = account.password,
): Promise<void> {
  await page.getByLabel(labels.register.username, { exact: true }).fill(account.username);
  await page.getByLabel(labels.register.fullName, { exact: true }).fill(account.fullName);
  await page.getByLabel(labels.register.email, { exact: true }).fill(account.email);
  await page.getByLabel(labels.register.password, { exact: true }).fill(account.password);
  await page.getByLabel(labels.register.confirmPassword, { exact: true }).fill(confirmPassword);
  await page.getByLabel(privacyMessages.consentLabel).check();
  await page.getByLabel(privacyMessages.adultLabel).check();
  await page.getByRole('button', { name: labels.register.submit }).click();
}

export async function registerThroughUi(page: Page, account: NewAccount = newAccount()): Promise<NewAccount> {
  await page.goto('/register');
  await submitRegisterForm(page, account);
  await page.waitForURL('/');
  return account;
}

export async function loginThroughUi(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(labels.login.username, { exact: true }).fill(login);
  await page.getByLabel(labels.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.login.submit }).click();
}

/** Registers through the API (fast) and leaves the page's browser context logged in. */
export async function registerThroughApi(
  page: Page,
  account: NewAccount = newAccount(),
): Promise<NewAccount> {
  const response = await page.request.post('/api/auth/register', {
    data: { ...account, consent: true, adult: true },
  });
  if (response.status() !== 201) throw new Error(`register failed: ${await response.text()}`);
  return account;
}
