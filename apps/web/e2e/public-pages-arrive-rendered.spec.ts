import type { Browser, Request } from '@playwright/test';
import { registerLabels, loginLabels } from '@sehat/core/auth/messages';
import { educationLabels, topicPageLabels } from '@sehat/core/education/messages';
import { forumLabels } from '@sehat/core/forum/messages';
import { landingLabels } from '@sehat/core/landing/messages';
import { legalPages } from '@sehat/core/legal/messages';
import { labels, themeLabels } from '@sehat/core/messages';
import { screeningStems } from '@sehat/core/screenings/items';
import { screeningCatalogue } from '@sehat/core/screenings/messages';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { appReadyAttribute, appStartDeadline, appStartScript } from '@sehat/core/site/app-start-script';
import { askThroughApi, uniqueToken } from './support/forum';
import { registerThroughApi } from './support/session';
import { expect, test } from './support/test';

/** Every public page (issue 10, item 1) with its main heading and a text below it. */
const publicPages = [
  { path: '/', heading: landingLabels.heroTitle, text: landingLabels.cardsTitle },
  { path: '/tes-diri', heading: 'Tes Diri', text: selftestMessages.instructionsTitle },
  { path: '/tes-diri/phq-9', heading: screeningCatalogue.phq9.title, text: screeningStems.phq9 },
  { path: '/edukasi', heading: educationLabels.title, text: educationLabels.topicsTitle },
  { path: '/edukasi/ptsd', heading: 'PTSD', text: topicPageLabels.whatTitle('PTSD') },
  { path: '/edukasi/depresi', heading: 'Depresi', text: topicPageLabels.whatTitle('Depresi') },
  { path: '/forum', heading: forumLabels.heroTitle, text: forumLabels.search },
  { path: '/login', heading: loginLabels.title, text: loginLabels.subtitle },
  { path: '/register', heading: registerLabels.title, text: registerLabels.subtitle },
  { path: '/kebijakan-privasi', heading: legalPages.privacy.title, text: legalPages.updated },
  { path: '/ketentuan-penggunaan', heading: legalPages.terms.title, text: legalPages.updated },
];

/** A forum question asked by someone else, so the forum's first page has it. */
async function askElsewhere(browser: Browser, title: string) {
  const asker = await browser.newContext();
  const askerPage = await asker.newPage();
  await registerThroughApi(askerPage);
  await askThroughApi(askerPage.request, { title });
  await asker.close();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each public page shows its heading and text, the forum its first questions', async ({
    page,
    browser,
  }) => {
    const title = `Pertanyaan tanpa skrip ${uniqueToken()}`;
    await askElsewhere(browser, title);
    for (const { path, heading, text } of publicPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByText(text).first(), path).toBeVisible();
    }
    await page.goto('/forum');
    await expect(page.getByText(title)).toBeVisible();
  });

  test('a login sent before the app runs keeps the password out of the URL', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(loginLabels.username, { exact: true }).fill('ani');
    await page.getByLabel(loginLabels.password, { exact: true }).fill('rahasia-sekali');
    await page.getByRole('button', { name: loginLabels.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: loginLabels.title })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(page.url()).not.toContain('rahasia');
  });
});

test('public pages hydrate without a warning, and stay interactive', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  for (const { path, heading } of publicPages) {
    await page.goto(path);
    await expect(page.locator('#page-data'), path).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    // The router has taken over once the page's own focus handling and links work.
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
  }

  const theme = () => page.locator('html').getAttribute('data-theme');
  const before = await theme();
  await page.getByRole('button', { name: themeLabels.darkMode }).click();
  expect(await theme()).not.toBe(before);
  // A link now navigates inside the app: the next page's data comes as JSON, not as HTML.
  const pageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') pageRequests.push(request.url());
  });
  await page
    .getByRole('navigation', { name: labels.nav.mainNav })
    .getByRole('link', { name: labels.nav.forum })
    .click();
  await expect(page).toHaveURL('/forum');
  await expect(page.getByRole('heading', { level: 1, name: forumLabels.heroTitle })).toBeVisible();
  expect(pageRequests).toEqual([]);
  expect(problems).toEqual([]);
});

test('the app starts only after the first paint', async ({ page, request }) => {
  // The entry and the page's chunks wait, inert, in templates after the stylesheet; the inline
  // start script before it moves them into the head after the first paint (ADR 100).
  for (const path of ['/', '/forum']) {
    const html = await (await request.get(path)).text();
    const start = html.indexOf(`<script>${appStartScript}</script>`);
    const stylesheet = html.search(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/);
    const entry = html.search(
      /<template data-after-first-paint><script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/,
    );
    expect(start, path).toBeGreaterThan(0);
    expect(stylesheet, path).toBeGreaterThan(start);
    expect(entry, path).toBeGreaterThan(stylesheet);
  }

  await page.goto('/edukasi');
  await page.waitForLoadState('networkidle');
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime);
    return { paint, firstScript: Math.min(...scripts), scripts: scripts.length };
  });
  expect(order.scripts).toBeGreaterThan(1);
  // On a loaded machine the deadline may come first; either way nothing started before.
  expect(order.firstScript).toBeGreaterThanOrEqual(Math.min(order.paint, appStartDeadline));
});

test('the app starts by itself, and a click right after it is ready counts', async ({ page }) => {
  for (const path of ['/', '/forum']) {
    // `load` no longer waits for the app: the page says when it is ready.
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator('html'), path).toHaveAttribute(appReadyAttribute, '');
  }
  const theme = () => page.locator('html').getAttribute('data-theme');
  for (const path of ['/edukasi', '/login?next=%2Fedukasi']) {
    await page.goto(path);
    const before = await theme();
    await page.getByRole('button', { name: themeLabels.darkMode }).click();
    expect(await theme(), path).not.toBe(before);
  }
});

test('a rendered page does not read its data again after hydrating', async ({ page }) => {
  // Its queries arrive with the page (ADR 53) and are fresh; only the forum's poll for newer
  // questions (one row) may ask, as it does every 30 s (ADR 92).
  for (const path of ['/tes-diri', '/edukasi', '/edukasi/ptsd', '/forum']) {
    const reads: string[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    const expected = path === '/forum' ? ['/api/forum/questions?sort=terbaru&limit=1'] : [];
    expect(reads, path).toEqual(expected);
  }
});
