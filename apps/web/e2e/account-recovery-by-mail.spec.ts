import {
  forgotPasswordLabels,
  recoveryMessages,
  resetPasswordLabels,
  emailVerificationLabels,
} from '@sehat/core/auth/recovery-messages';
import { loginLabels } from '@sehat/core/auth/messages';
import { labels } from '@sehat/core/messages';
import { linkFromMail } from './support/mail';
import { newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

test('a forgotten password: from the login page to logged in with a new one, by mail', async ({
  browser,
}) => {
  // Four browser contexts and two mails through the outbox.
  test.slow();
  // Registration mails a verification link; only a verified address gets a reset mail.
  const owner = await (await browser.newContext()).newPage();
  const account = await registerThroughApi(owner, newAccount());
  const verify = await linkFromMail(account.email, '/verifikasi-email');
  await owner.goto(`${verify.pathname}${verify.search}`);
  await expect(owner.getByText(emailVerificationLabels.verifiedText)).toBeVisible();
  await expect(owner).toHaveURL('/verifikasi-email');

  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: forgotPasswordLabels.link }).click();
  await expect(page).toHaveURL('/lupa-kata-sandi');
  await page.getByLabel(forgotPasswordLabels.email, { exact: true }).fill(account.email);
  await page.getByRole('button', { name: forgotPasswordLabels.submit }).click();
  await expect(page.getByText(recoveryMessages.resetRequested)).toBeVisible();

  const reset = await linkFromMail(account.email, '/atur-ulang-kata-sandi');
  const documentRequest = page.waitForResponse((r) => r.url().includes('/atur-ulang-kata-sandi'));
  await page.goto(`${reset.pathname}${reset.search}`);
  expect((await documentRequest).headers()['referrer-policy']).toBe('no-referrer');
  // The token leaves the address bar (and the history) as soon as the page has it.
  await expect(page).toHaveURL('/atur-ulang-kata-sandi');
  await page.getByLabel(resetPasswordLabels.password, { exact: true }).fill('kata-sandi-baru-42');
  await page.getByLabel(resetPasswordLabels.confirm, { exact: true }).fill('kata-sandi-baru-42');
  await page.getByRole('button', { name: resetPasswordLabels.submit }).click();
  // Confirmed where Save was pressed; the person goes on when they have read it.
  const done = page.getByRole('status').filter({ hasText: resetPasswordLabels.done });
  await expect(done).toBeFocused();
  await expect(done).toBeInViewport();
  await page.getByRole('button', { name: resetPasswordLabels.continue }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: labels.nav.profile })).toBeVisible();

  // The old password no longer opens the account; the new one does.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/login');
  await visitor.getByLabel(loginLabels.username, { exact: true }).fill(account.username);
  await visitor.getByLabel(loginLabels.password, { exact: true }).fill(account.password);
  await visitor.getByRole('button', { name: loginLabels.submit }).click();
  await expect(visitor.getByRole('alert')).toBeVisible();
  await visitor.getByLabel(loginLabels.password, { exact: true }).fill('kata-sandi-baru-42');
  await visitor.getByRole('button', { name: loginLabels.submit }).click();
  await expect(visitor).toHaveURL('/');
});
