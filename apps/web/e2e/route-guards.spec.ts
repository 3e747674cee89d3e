import { labels } from '@sehat/core/messages';
import { authMessages, loginLabels } from '@sehat/core/auth/messages';
import { profileLabels } from '@sehat/core/profile/messages';
import { adminCredentials } from './support/accounts';
import { loginThroughUi, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

// Every guarded address a visitor may try: visitor-route-guards.test.tsx (screen test).
test('a visitor is sent from an admin page to the login, which names the way back', async ({ page }) => {
  await page.goto('/admin/users');
  await page.waitForURL('/login?next=%2Fadmin%2Fusers');
  await expect(page.getByRole('button', { name: loginLabels.submit })).toBeVisible();
});

test.describe('a logged-in user', () => {
  test('is sent away from the guest-only pages and cannot open admin pages', async ({ page }) => {
    await registerThroughApi(page);
    for (const path of ['/login', '/register', '/admin/users']) {
      await page.goto(path);
      await page.waitForURL('/');
    }
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: profileLabels.title })).toBeVisible();
  });
});

test.describe('an admin', () => {
  test('lands on /admin/users, is kept inside the admin area, and logs out after confirming', async ({
    page,
  }) => {
    await loginThroughUi(page, adminCredentials.username, adminCredentials.password);
    await page.waitForURL('/admin/users');

    const adminNav = page.getByRole('navigation');
    for (const name of [
      labels.adminNav.users,
      labels.adminNav.questions,
      labels.adminNav.journals,
      labels.adminNav.inbox,
    ]) {
      await expect(adminNav.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByText(labels.tagline)).toHaveCount(0);
    await expect(page.getByRole('link', { name: labels.nav.forum })).toHaveCount(0);

    for (const path of ['/', '/forum', '/login', '/register', '/profile']) {
      await page.goto(path);
      await page.waitForURL('/admin/users');
    }
    await page.goto('/admin/tidak-ada');
    await page.waitForURL(/\/(login|admin\/users)$/);
    await page.goto('/admin/chat');
    await expect(page).toHaveURL('/admin/chat');

    await page.getByRole('button', { name: labels.adminNav.logout }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(authMessages.adminLogoutConfirm);
    await dialog.getByRole('button', { name: authMessages.adminLogoutButton }).click();
    await page.waitForURL('/login');
    await page.goto('/admin/users');
    await page.waitForURL('/login?next=%2Fadmin%2Fusers');
  });
});
