import type { Page } from '@playwright/test';
import { commonMessages } from '@sehat/core/messages';
import { adminUserMessages, auditLogMessages } from '@sehat/core/admin/messages';
import { authMessages } from '@sehat/core/auth/messages';
import { roles } from '@sehat/core/user/limits';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { createOwnAdmin } from './support/admin';
import { loginThroughUi, newAccount, type NewAccount } from './support/session';
import { expect, test } from './support/test';

const m = adminUserMessages;

/** Registers an account from a throwaway context (the page under test stays logged in as before). */
async function registerElsewhere(page: Page, account: NewAccount): Promise<number> {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const response = await context.request.post('/api/auth/register', {
    data: { ...account, consent: true, adult: true },
  });
  expect(response.status()).toBe(201);
  const { user } = (await response.json()) as { user: { id: number } };
  await context.close();
  return user.id;
}

const rows = (page: Page) => page.getByRole('table', { name: m.tableCaption }).locator('tbody tr');

async function searchFor(page: Page, text: string) {
  await page.getByLabel(m.searchLabel).fill(text);
}

test('an admin searches, adds a user who logs in, makes them an admin, reads the audit log and deletes them', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await createOwnAdmin(browser, baseURL);
  const adminPage = await (await browser.newContext({ baseURL })).newPage();
  const userPage = await (await browser.newContext({ baseURL })).newPage();

  await loginThroughUi(adminPage, admin.username, admin.password);
  await adminPage.waitForURL('/admin/users');
  await expect(adminPage.getByRole('heading', { level: 1, name: m.title })).toBeVisible();

  // Server-side search over name, email and id.
  const marker = newAccount().username;
  const sari = { ...newAccount(), fullName: `Sari ${marker}` };
  const joko = { ...newAccount(), fullName: `Joko ${marker}` };
  const sariId = await registerElsewhere(adminPage, sari);
  await registerElsewhere(adminPage, joko);
  const search = adminPage.getByLabel(m.searchLabel);
  await expect(search).toHaveAttribute('placeholder', m.searchPlaceholder);
  await searchFor(adminPage, marker);
  await expect(adminPage.getByText(m.showing(2, 2))).toBeVisible();
  await expect(rows(adminPage)).toHaveCount(2);
  await searchFor(adminPage, sari.email.toUpperCase());
  await expect(rows(adminPage)).toHaveCount(1);
  await expect(rows(adminPage)).toContainText(sari.fullName);
  await searchFor(adminPage, String(sariId));
  await expect(rows(adminPage).filter({ hasText: sari.fullName })).toHaveCount(1);
  await searchFor(adminPage, `tidak-ada-${marker}`);
  await expect(adminPage.getByText(m.noMatch(`tidak-ada-${marker}`))).toBeVisible();

  // The admin's own row has no delete button.
  await searchFor(adminPage, admin.username);
  await expect(rows(adminPage)).toContainText(m.you);
  await expect(rows(adminPage).getByRole('button', { name: m.deleteUser(admin.fullName) })).toHaveCount(0);

  // Add: the spec's required fields first, then a real user with the default role Pengguna.
  await adminPage.getByRole('button', { name: m.add }).click();
  await expect(adminPage.getByRole('heading', { name: m.form.addTitle })).toBeVisible();
  const role = adminPage.getByLabel(m.form.role);
  await expect(role).toHaveValue('user');
  await expect(role.locator('option')).toHaveText(roles.map((r) => m.roleLabels[r]));
  await adminPage.getByRole('button', { name: m.form.save }).click();
  await expect(adminPage.getByText(authMessages.usernameRequired)).toBeVisible();
  await expect(adminPage.getByText(authMessages.emailRequired)).toBeVisible();
  await expect(adminPage.getByText(authMessages.passwordRequired)).toBeVisible();
  await expect(adminPage.getByLabel(m.form.username, { exact: true })).toBeFocused();

  const member = { ...newAccount(), fullName: 'Rina Anggota', address: 'Jl. Melati 3, Pekanbaru' };
  await adminPage.getByLabel(m.form.username, { exact: true }).fill(member.username);
  await adminPage.getByLabel(m.form.email, { exact: true }).fill(member.email);
  await adminPage.getByLabel(m.form.fullName, { exact: true }).fill(member.fullName);
  await adminPage.getByLabel(m.form.address, { exact: true }).fill(member.address);
  await adminPage.getByLabel(m.form.password, { exact: true }).fill(member.password);
  await adminPage.getByRole('button', { name: m.form.save }).click();
  const created = adminPage.getByText(m.created);
  await expect(created).toBeVisible();
  const shownAt = Date.now();
  await expect(created).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);
  await expect(adminPage.getByRole('button', { name: m.add })).toBeFocused();

  await searchFor(adminPage, member.username);
  await expect(rows(adminPage)).toHaveCount(1);
  await expect(rows(adminPage)).toContainText(m.roleLabels.user);

  // A taken username: the spec's failure text followed by the server's message.
  await adminPage.getByRole('button', { name: m.add }).click();
  await adminPage.getByLabel(m.form.username, { exact: true }).fill(member.username.toUpperCase());
  await adminPage.getByLabel(m.form.email, { exact: true }).fill(`lain.${member.email}`);
  await adminPage.getByLabel(m.form.password, { exact: true }).fill('rahasia123');
  await adminPage.getByRole('button', { name: m.form.save }).click();
  await expect(adminPage.getByText(`${m.createFailed}: ${authMessages.usernameTaken}`)).toBeVisible();
  // The server's field message sits under its field, which takes the focus.
  const takenField = adminPage.getByLabel(m.form.username, { exact: true });
  await expect(takenField).toBeFocused();
  await expect(takenField).toHaveAttribute('aria-invalid', 'true');
  await expect(takenField).toHaveAccessibleDescription(authMessages.usernameTaken);
  await adminPage.getByRole('button', { name: m.form.cancel }).click();

  // The new user logs in, is asked for the consent an admin cannot give for them, and is kept
  // out of the admin area.
  await loginThroughUi(userPage, member.username, member.password);
  await userPage.waitForURL(/\/persetujuan/);
  await userPage.goto('/forum');
  await userPage.waitForURL(/\/persetujuan/);
  await userPage.getByRole('button', { name: privacyMessages.consentSubmit }).click();
  await expect(userPage.getByText(privacyMessages.adultRequired)).toBeVisible();
  await userPage.getByLabel(privacyMessages.consentLabel).check();
  await userPage.getByLabel(privacyMessages.adultLabel).check();
  await userPage.getByRole('button', { name: privacyMessages.consentSubmit }).click();
  await userPage.waitForURL('/forum');
  await userPage.goto('/');
  await expect(userPage.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(userPage.url()).pathname).toBe('/');
  await userPage.goto('/admin/users');
  await userPage.waitForURL('/');

  // They ask something in the forum; everyone can read it.
  const forumTitle = `Pertanyaan dari ${member.username}`;
  const asked = await userPage.request.post('/api/forum/questions', {
    data: { title: forumTitle, desc: 'Bagaimana cara tidur lebih nyenyak?', tag: 'neurosis' },
  });
  expect(asked.status()).toBe(201);
  await userPage.goto('/forum');
  await expect(userPage.getByText(forumTitle).first()).toBeVisible();

  // The admin makes them an admin; the password stays as it was.
  await searchFor(adminPage, member.username);
  await adminPage.getByRole('button', { name: m.editUser(member.fullName) }).click();
  await expect(adminPage.getByRole('heading', { name: m.form.editTitle })).toBeVisible();
  await expect(adminPage.getByLabel(m.form.passwordEditHint)).toHaveValue('');
  await expect(adminPage.getByLabel(m.form.address)).toHaveValue(member.address);
  await adminPage.getByLabel(m.form.role).selectOption('admin');
  await adminPage.getByRole('button', { name: m.form.save }).click();
  await expect(adminPage.getByText(m.updated)).toBeVisible();
  await expect(rows(adminPage)).toContainText(m.roleLabels.admin);

  // The role change ended their session; logged in again, they reach /admin/users.
  await userPage.goto('/profile');
  await userPage.waitForURL('/login?next=%2Fprofile');
  await loginThroughUi(userPage, member.username, member.password);
  await userPage.waitForURL('/admin/users');
  await expect(userPage.getByRole('heading', { level: 1, name: m.title })).toBeVisible();

  // The audit log names who did what to whom.
  await adminPage.getByRole('tab', { name: auditLogMessages.tab }).click();
  const log = adminPage.getByRole('table', { name: auditLogMessages.caption });
  const memberEntries = log.locator('tbody tr').filter({ hasText: `@${member.username}` });
  await expect(
    memberEntries.filter({ hasText: auditLogMessages.actions['user.role_changed'] }),
  ).toContainText(`@${admin.username}`);
  await expect(
    memberEntries.filter({ hasText: auditLogMessages.actions['user.role_changed'] }),
  ).toContainText(`${m.roleLabels.user} → ${m.roleLabels.admin}`);
  await expect(memberEntries.filter({ hasText: auditLogMessages.actions['user.created'] })).toHaveCount(1);
  await adminPage.getByRole('tab', { name: m.listTab }).click();

  // Delete: the dialog warns first; Escape keeps the user.
  await searchFor(adminPage, member.username);
  await adminPage.getByRole('button', { name: m.deleteUser(member.fullName) }).click();
  const dialog = adminPage.getByRole('dialog', { name: m.deleteTitle });
  await expect(dialog).toContainText('tidak dapat dibatalkan');
  await expect(dialog).toContainText('dihapus secara permanen');
  await adminPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rows(adminPage)).toHaveCount(1);
  await adminPage.getByRole('button', { name: m.deleteUser(member.fullName) }).click();
  await dialog.getByRole('button', { name: m.deleteButton }).click();
  await expect(adminPage.getByText(m.deleted)).toBeVisible();
  await expect(adminPage.getByText(m.noMatch(member.username))).toBeVisible();

  // Their session and their account are gone.
  await userPage.reload();
  await userPage.waitForURL(/\/login(\?|$)/);
  await loginThroughUi(userPage, member.username, member.password);
  await expect(userPage.getByText(authMessages.invalidCredentials)).toBeVisible();

  // Their forum question went with them.
  await userPage.goto('/forum');
  await expect(userPage.getByText(/^Menampilkan \d+ dari \d+ pertanyaan$/)).toBeVisible();
  await expect(userPage.getByText(forumTitle)).toHaveCount(0);
});

test("failed loads, saves and deletes show the spec's messages; a load can be retried", async ({
  browser,
  baseURL,
}) => {
  const admin = await createOwnAdmin(browser, baseURL);
  const page = await (await browser.newContext({ baseURL })).newPage();
  await loginThroughUi(page, admin.username, admin.password);
  await page.waitForURL('/admin/users');
  await expect(rows(page).first()).toBeVisible();

  await page.route('**/api/admin/users?*', (route) => route.abort('connectionrefused'));
  await searchFor(page, 'putus');
  await expect(page.getByText(m.connectionFailed, { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/admin/users?*');
  await page.route('**/api/admin/users?*', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: commonMessages.serverError } },
    }),
  );
  await page.getByRole('button', { name: commonMessages.retry }).click();
  await expect(page.getByText(`${m.loadFailed}: ${commonMessages.serverError}`)).toBeVisible({
    timeout: 15_000,
  });
  await page.unroute('**/api/admin/users?*');
  await searchFor(page, admin.username);
  await expect(rows(page)).toHaveCount(1);

  // Saving and deleting fail with the action's text and the server's reason; nothing changes.
  await page.route('**/api/admin/users/*', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: commonMessages.serverError } },
    }),
  );
  await page.getByRole('button', { name: m.editUser(admin.fullName) }).click();
  await page.getByRole('button', { name: m.form.save }).click();
  await expect(page.getByText(`${m.updateFailed}: ${commonMessages.serverError}`)).toBeVisible();
  await page.getByRole('button', { name: m.form.cancel }).click();
  await searchFor(page, '');
  await rows(page)
    .getByRole('button', { name: /^Hapus / })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: m.deleteTitle })
    .getByRole('button', { name: m.deleteButton })
    .click();
  await expect(page.getByText(`${m.deleteFailed}: ${commonMessages.serverError}`)).toBeVisible();
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the user screens fit phones and desktops and work from the keyboard', async ({
  browser,
  baseURL,
}, testInfo) => {
  const admin = await createOwnAdmin(browser, baseURL);
  const page = await (await browser.newContext({ baseURL })).newPage();
  await loginThroughUi(page, admin.username, admin.password);
  await page.waitForURL('/admin/users');
  await searchFor(page, admin.username);
  await expect(rows(page)).toHaveCount(1);

  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(rows(page)).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`users-list-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: m.editUser(admin.fullName) }).click();
    await expect(page.getByLabel(m.form.passwordEditHint)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`users-form-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: m.form.cancel }).click();

    await page.getByRole('tab', { name: auditLogMessages.tab }).click();
    await expect(page.getByRole('table', { name: auditLogMessages.caption })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`audit-log-${width}.png`), fullPage: true });
    await page.getByRole('tab', { name: m.listTab }).click();
  }

  // The delete dialog on a phone.
  const other = newAccount();
  await registerElsewhere(page, other);
  await page.setViewportSize({ width: 390, height: 900 });
  await searchFor(page, other.username);
  await page.getByRole('button', { name: m.deleteUser(other.fullName) }).click();
  await expect(page.getByRole('dialog', { name: m.deleteTitle })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('delete-dialog-390.png') });
  await page.keyboard.press('Escape');
  await searchFor(page, admin.username);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Keyboard: arrow keys move between the tabs, focus is visible on the actions.
  const listTab = page.getByRole('tab', { name: m.listTab });
  await listTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: auditLogMessages.tab })).toBeFocused();
  await expect(page.getByRole('tab', { name: auditLogMessages.tab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Home');
  await expect(listTab).toBeFocused();
  const edit = page.getByRole('button', { name: m.editUser(admin.fullName) });
  await edit.focus();
  expect(await edit.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(m.form.username, { exact: true })).toBeFocused();
});
