import type { Page } from '@playwright/test';
import { labels } from '@sehat/core/messages';
import { topicPageLabels } from '@sehat/core/education/messages';
import { expect, test } from './support/test';

/**
 * Holds back every script the browser asks for from now on (the next page's lazy chunk),
 * releasing it only once a request matching `data` has gone out, or after a long fallback so
 * a failing run ends. Reports whether the data was asked for while the page's code was held:
 * true only when the route loader, not the page's components, started the request (ADR 50).
 */
async function holdPageCode(page: Page, data: RegExp) {
  let dataRequested!: () => void;
  const requested = new Promise<void>((resolve) => (dataRequested = resolve));
  const seen = { scriptsHeld: 0, scriptsWaiting: 0, dataWhileCodeHeld: false };
  page.on('request', (request) => {
    if (!data.test(request.url())) return;
    if (seen.scriptsWaiting > 0) seen.dataWhileCodeHeld = true;
    dataRequested();
  });
  const fallback = () => new Promise<void>((resolve) => setTimeout(resolve, 15_000));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    seen.scriptsHeld += 1;
    seen.scriptsWaiting += 1;
    await Promise.race([requested, fallback()]);
    seen.scriptsWaiting -= 1;
    await route.continue();
  });
  return seen;
}

test('the forum asks for its first page while its code is still downloading', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const seen = await holdPageCode(page, /\/api\/forum\/questions\?sort=terbaru$/);

  await page.getByRole('banner').getByRole('link', { name: labels.nav.forum }).click();
  await page.waitForURL('/forum');
  await expect(page.getByText(/^Menampilkan \d+ dari \d+ pertanyaan$/)).toBeVisible();
  expect(seen.scriptsHeld).toBeGreaterThan(0);
  expect(seen.dataWhileCodeHeld).toBe(true);
});

test('a topic page asks for its related articles while its code is still downloading', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const seen = await holdPageCode(page, /\/api\/journals\?category=ptsd&limit=3$/);

  await page.getByRole('main').locator('a[href="/edukasi/ptsd"]').first().click();
  await page.waitForURL('/edukasi/ptsd');
  const related = page.getByRole('region', { name: topicPageLabels.relatedTitle });
  await expect(related.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(seen.scriptsHeld).toBeGreaterThan(0);
  expect(seen.dataWhileCodeHeld).toBe(true);
});
