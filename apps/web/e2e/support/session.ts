import type { Page } from '@playwright/test';
import { loginLabels, registerLabels } from '@sehat/core/auth/messages';
import { privacyMessages } from '@sehat/core/privacy/messages';
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
  await page.getByLabel(registerLabels.username, { exact: true }).fill(account.username);
  await page.getByLabel(registerLabels.fullName, { exact: true }).fill(account.fullName);
  await page.getByLabel(registerLabels.email, { exact: true }).fill(account.email);
  await page.getByLabel(registerLabels.password, { exact: true }).fill(account.password);
  await page.getByLabel(registerLabels.confirmPassword, { exact: true }).fill(confirmPassword);
  await page.getByLabel(privacyMessages.consentLabel).check();
  await page.getByLabel(privacyMessages.adultLabel).check();
  await page.getByRole('button', { name: registerLabels.submit }).click();
}

export async function registerThroughUi(page: Page, account: NewAccount = newAccount()): Promise<NewAccount> {
  await page.goto('/register');
  await submitRegisterForm(page, account);
  await page.waitForURL('/');
  return account;
}

export async function loginThroughUi(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(loginLabels.username, { exact: true }).fill(login);
  await page.getByLabel(loginLabels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: loginLabels.submit }).click();
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
