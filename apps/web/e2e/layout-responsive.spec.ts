import type { Page } from '@playwright/test';
import { labels } from '@sehat/core/messages';
import { landingLabels } from '@sehat/core/landing/messages';
import { notificationLabels } from '@sehat/core/notifications/messages';
import { outcomeLabels } from '@sehat/core/outcomes/messages';
import { registerThroughApi } from './support/session';
import { expect, test } from './support/test';

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the landing page and footer for a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: landingLabels.register })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: landingLabels.login })).toBeVisible();
  for (const card of Object.values(landingLabels.cards)) {
    await expect(page.getByRole('heading', { name: card.title })).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(labels.tagline);
  await expect(footer).toContainText(labels.footer.counseling);
  await expect(footer).toContainText('Pekanbaru');
  await expect(footer.getByRole('link', { name: labels.footer.privacy })).toBeVisible();
  await expect(footer.getByRole('link', { name: labels.footer.terms })).toBeVisible();
  await expect(footer).toContainText(String(new Date().getFullYear()));
  // The map is a privacy choice: nothing third-party loads until asked.
  await expect(footer.locator('iframe')).toHaveCount(0);
  await expect(footer.getByRole('button', { name: labels.footer.showMap })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: landingLabels.start }).click();
  await page.waitForURL('/tes-diri');
});

test('the header links, with Profile only when logged in', async ({ page, isMobile }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const openMenu = async () => {
    if (isMobile) await header.getByRole('button', { name: labels.nav.openMenu }).click();
  };
  await openMenu();
  for (const name of [labels.nav.home, labels.nav.selfTest, labels.nav.education, labels.nav.forum]) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(header.getByRole('link', { name: labels.nav.profile })).toHaveCount(0);

  await registerThroughApi(page);
  await page.reload();
  await openMenu();
  await header.getByRole('link', { name: labels.nav.profile }).click();
  await page.waitForURL('/profile');
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('link', { name: landingLabels.register })).toHaveCount(0);
});

test('no page scrolls sideways', async ({ page }) => {
  for (const path of ['/', '/login', '/register', '/tes-diri', '/edukasi', '/forum', '/halaman-tidak-ada']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  // The outcomes page's figures arrive after the page: measured once they are all there.
  await page.goto('/hasil-layanan');
  await expect(
    page
      .getByRole('region', { name: /kuartal/ })
      .nth(3)
      .getByText(outcomeLabels.hidden),
  ).toHaveCount(10);
  await expectNoSidewaysScroll(page);
});

test('a logged-in header fits a 320 px phone: the mark, the bell, the theme and the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await registerThroughApi(page);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: notificationLabels.bell(0) })).toBeVisible();
  const brand = header.getByRole('link', { name: labels.brand });
  const mark = await brand.locator('svg').boundingBox();
  expect(mark?.width).toBeGreaterThanOrEqual(32);
  await expect(header.getByRole('button', { name: labels.nav.openMenu })).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
});
