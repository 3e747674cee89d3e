import { labels } from '@sehat/core/messages';
import {
  authMessages,
  passwordMessages,
  loginLabels,
  registerLabels,
  changePasswordLabels,
} from '@sehat/core/auth/messages';
import { landingLabels } from '@sehat/core/landing/messages';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { profileMessages, profileLabels } from '@sehat/core/profile/messages';
import sharp from 'sharp';
import { loginThroughUi, registerThroughUi } from './support/session';
import { expect, test } from './support/test';

const nav = labels.nav;

test('register → logout → login by email → edit profile with avatar → change password → login again', async ({
  page,
}) => {
  const account = await registerThroughUi(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: nav.profile })).toBeVisible();
  await expect(page.getByRole('link', { name: landingLabels.register })).toHaveCount(0);

  // Logout asks first; cancelling keeps the session.
  await header.getByRole('link', { name: nav.profile }).click();
  await expect(page.getByRole('heading', { name: profileLabels.title })).toBeVisible();
  await page.getByRole('button', { name: profileLabels.logout }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(authMessages.logoutConfirm);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: profileLabels.logout }).click();
  await page.getByRole('dialog').getByRole('button', { name: authMessages.logoutButton }).click();
  await page.waitForURL('/');
  await expect(page.getByRole('main').getByRole('link', { name: landingLabels.login })).toBeVisible();
  await expect(header.getByRole('link', { name: nav.profile })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  // The spec's login check, then a login by email.
  await page.goto('/login');
  await page.getByRole('button', { name: loginLabels.submit }).click();
  await expect(page.getByText(authMessages.loginRequired)).toBeVisible();
  await loginThroughUi(page, account.email.toUpperCase(), account.password);
  await page.waitForURL('/');
  await expect(header.getByRole('link', { name: nav.profile })).toBeVisible();

  // Edit: Cancel restores, Save asks, then the new name and avatar show.
  await header.getByRole('link', { name: nav.profile }).click();
  await page.getByRole('button', { name: profileLabels.edit }).click();
  await page.getByLabel(profileLabels.fullName).fill('Nama Sementara');
  await page.getByRole('button', { name: profileLabels.cancel }).click();
  await expect(page.getByText(account.fullName)).toBeVisible();

  await page.getByRole('button', { name: profileLabels.edit }).click();
  await page.getByLabel(profileLabels.fullName).fill('Siti Rahmawati');
  await page.getByLabel(profileLabels.address).fill('Jl. Sudirman No. 1, Pekanbaru');
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  await page
    .getByLabel(profileLabels.photo)
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: profileLabels.save }).click();
  const saveDialog = page.getByRole('dialog');
  await expect(saveDialog).toContainText(profileMessages.saveConfirm);
  await saveDialog
    .getByRole('button', { name: profileLabels.save })
    .or(saveDialog.getByRole('button', { name: 'Ya' }))
    .first()
    .click();
  // The save is said beside the card, not in a dialog to dismiss (ADR 202).
  await expect(page.getByRole('status').filter({ hasText: profileMessages.saveSuccess })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Siti Rahmawati').first()).toBeVisible();
  await expect(page.getByText('Jl. Sudirman No. 1, Pekanbaru')).toBeVisible();
  const avatar = page.locator('img[src^="/uploads/avatars/"]').first();
  await expect(avatar).toBeVisible();

  // Change password: the spec's client checks, then the real change.
  await page
    .getByRole('link', { name: profileLabels.changePassword })
    .or(page.getByRole('button', { name: profileLabels.changePassword }))
    .first()
    .click();
  await page.waitForURL('/ubah-kata-sandi');
  const cp = changePasswordLabels;
  await page.getByRole('button', { name: cp.submit }).click();
  await expect(page.getByText(passwordMessages.allFieldsRequired)).toBeVisible();
  await page.getByLabel(cp.current, { exact: true }).fill(account.password);
  await page.getByLabel(cp.next, { exact: true }).fill('12345');
  await page.getByLabel(cp.confirm, { exact: true }).fill('12345');
  await page.getByRole('button', { name: cp.submit }).click();
  await expect(page.getByText(passwordMessages.newTooShort)).toBeVisible();
  await page.getByLabel(cp.next, { exact: true }).fill('123456');
  await page.getByLabel(cp.confirm, { exact: true }).fill('123456');
  await page.getByRole('button', { name: cp.submit }).click();
  await expect(page.getByText(passwordMessages.newTooCommon)).toBeVisible();
  await page.getByLabel(cp.next, { exact: true }).fill('kataSandiBaru');
  await page.getByLabel(cp.confirm, { exact: true }).fill('kataSandiLain');
  await page.getByRole('button', { name: cp.submit }).click();
  await expect(page.getByText(passwordMessages.confirmMismatch)).toBeVisible();
  await page.getByLabel(cp.confirm, { exact: true }).fill('kataSandiBaru');
  await page.getByRole('button', { name: cp.submit }).click();
  await expect(page.getByRole('dialog')).toContainText(passwordMessages.confirmQuestion);
  await page.getByRole('dialog').getByRole('button').last().click();
  await expect(page.getByText(passwordMessages.success)).toBeVisible();
  for (const label of [cp.current, cp.next, cp.confirm]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  }
  await page.waitForURL('/profile');

  // Old password no longer works; the new one does.
  await page.request.post('/api/auth/logout');
  await loginThroughUi(page, account.username, account.password);
  await expect(page.getByText(authMessages.invalidCredentials)).toBeVisible();
  await loginThroughUi(page, account.username, 'kataSandiBaru');
  await page.waitForURL('/');
});

test('register shows the spec messages and a taken username', async ({ page }) => {
  const existing = await registerThroughUi(page);
  await page.request.post('/api/auth/logout');
  await page.goto('/register');
  const r = registerLabels;
  await page.getByRole('button', { name: r.submit }).click();
  await expect(page.getByText(authMessages.allFieldsRequired)).toBeVisible();
  await page.getByLabel(r.username, { exact: true }).fill(existing.username);
  await page.getByLabel(r.fullName, { exact: true }).fill('Orang Lain');
  await page.getByLabel(r.email, { exact: true }).fill('orang.lain@contoh.id');
  await page.getByLabel(r.password, { exact: true }).fill('rahasia123');
  await page.getByLabel(r.confirmPassword, { exact: true }).fill('rahasia124');
  await page.getByRole('button', { name: r.submit }).click();
  await expect(page.getByText(authMessages.passwordMismatch)).toBeVisible();
  // A common password is refused in the form, before anything is sent.
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/register')) sent += 1;
  });
  await page.getByLabel(r.password, { exact: true }).fill('password');
  await page.getByLabel(r.confirmPassword, { exact: true }).fill('password');
  await page.getByRole('button', { name: r.submit }).click();
  await expect(page.getByText(authMessages.passwordTooCommon)).toBeVisible();
  expect(sent).toBe(0);
  await page.getByLabel(r.password, { exact: true }).fill('rahasia123');
  await page.getByLabel(r.confirmPassword, { exact: true }).fill('rahasia123');
  // Consent and the 18+ confirmation are never pre-ticked, and each is required.
  const consent = page.getByLabel(privacyMessages.consentLabel);
  await expect(consent).not.toBeChecked();
  await expect(page.getByLabel(privacyMessages.adultLabel)).not.toBeChecked();
  await page.getByRole('button', { name: r.submit }).click();
  await expect(page.getByText(privacyMessages.consentRequired)).toBeVisible();
  await expect(page.getByText(privacyMessages.adultRequired)).toBeVisible();
  await expect(consent).toBeFocused();
  await expect(page.getByRole('link', { name: privacyMessages.consentPolicyLink })).toHaveAttribute(
    'href',
    '/kebijakan-privasi',
  );
  await consent.check();
  await page.getByLabel(privacyMessages.adultLabel).check();
  await page.getByRole('button', { name: r.submit }).click();
  await expect(page.getByText(authMessages.usernameTaken).first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
