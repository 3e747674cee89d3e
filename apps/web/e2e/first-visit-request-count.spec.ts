import { expect, test } from './support/test';

/**
 * Issue 49: a classroom, an office or a carrier's shared address makes many first visits at
 * once, each counted by the address's limits. One first visit stays within 60 requests, the
 * service worker's install (its script and every precached file) included (ADR 235).
 */
const FIRST_VISIT_REQUESTS = 60;

test('a first visit to the home page, the service worker installed, makes at most 60 requests', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests: string[] = [];
  const fromWorker: string[] = [];
  context.on('request', (request) => {
    requests.push(request.url());
    if (request.serviceWorker()) fromWorker.push(request.url());
  });

  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((name) => name.includes('precache'));
    return precache ? (await (await caches.open(precache)).keys()).length : 0;
  });

  // The worker's own requests are seen: every precached file came through them.
  expect(precached).toBeGreaterThan(0);
  expect(fromWorker.length).toBeGreaterThanOrEqual(precached);
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(FIRST_VISIT_REQUESTS);
  await context.close();
});
