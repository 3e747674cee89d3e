import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { labels, themeLabels } from '@sehat/core/messages';
import { createOwnAdmin } from './support/admin';
import { settled } from './support/axe';
import { loginThroughUi } from './support/session';
import { expect, test } from './support/test';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const toggle = (page: Page) => page.getByRole('button', { name: themeLabels.darkMode });

/** Only WCAG AA colour contrast: the rest of axe runs in accessibility-axe.spec.ts. */
async function expectContrast(page: Page, screen: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const found = violations.flatMap((v) =>
    v.nodes.map((n) => `${screen}: ${n.target.join(' ')} ${n.failureSummary}`),
  );
  expect.soft(found, `colour contrast on ${screen}`).toEqual([]);
}

test('the device’s colour scheme is followed, and the toggle’s choice outlives reloads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await theme(page)).toBe('dark');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');

  await toggle(page).focus();
  await page.keyboard.press('Enter');
  expect(await theme(page)).toBe('light');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  expect(await theme(page)).toBe('light');
  await page.goto('/edukasi');
  expect(await theme(page)).toBe('light');

  await toggle(page).click();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  expect(await theme(page)).toBe('dark');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
});

test('the theme is on <html> before any of the app’s code runs (no flash)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Without the bundle only index.html's inline script can have set it; the app never starts,
  // so the page is taken at `load`.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/', { waitUntil: 'load' });
  expect(await theme(page)).toBe('dark');
  await page.evaluate(() => localStorage.setItem('sehat-theme', 'light'));
  await page.reload({ waitUntil: 'load' });
  expect(await theme(page)).toBe('light');
});

test.describe.configure({ timeout: 300_000 });

for (const scheme of ['light', 'dark'] as const) {
  test(`every public page and an admin screen meet AA contrast in the ${scheme} theme`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ['/', '/tes-diri', '/edukasi', '/edukasi/ptsd', '/forum', '/login', '/register']) {
      await page.goto(path);
      expect(await theme(page)).toBe(scheme);
      await expectContrast(page, path);
    }

    const admin = await createOwnAdmin(browser, baseURL);
    await loginThroughUi(page, admin.username, admin.password);
    await page.waitForURL('/admin/users');
    await expect(page.getByRole('navigation', { name: labels.adminNav.navLabel })).toBeVisible();
    expect(await theme(page)).toBe(scheme);
    await expectContrast(page, '/admin/users');
    await page.goto('/admin/chat');
    await expectContrast(page, '/admin/chat');
  });
}
