import type { Locator, Page } from '@playwright/test';
import { crisisMessages } from '@sehat/core/messages';
import { quickExitDestination, quickExitLabels } from '@sehat/core/quick-exit/messages';
import { takeScreening } from './support/screenings';
import { registerThroughApi } from './support/session';
import { expect, test } from './support/test';

/**
 * Issue 48 item 2: Keluar cepat on every non-admin page, never over a control or crisis text, at
 * any scroll position, on a small phone and a desktop; Escape three times leaves from each page.
 * The viewports are set here (one browser, both sizes), so this runs in the desktop project.
 */
const neutral = new URL(quickExitDestination);
const sizes = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
] as const;
const visitorPages = [
  '/',
  '/tes-diri',
  '/tes-diri/phq-9',
  '/bantuan',
  '/layanan',
  '/rencana-keamanan',
  '/login?chat=1',
];
const crisisResult = '/tes-diri/phq-9/hasil';
const memberPages = ['/cek-kabar', '/profile', '/forum'];

/** Keluar cepat, in the crisis line of the site header. */
const quickExitOf = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${quickExitLabels.button}`) });

/** Every control and crisis text whose centre or a corner the quick exit takes, with the point. */
function coveredBy(exit: Locator, crisisTitle: string): Promise<string[]> {
  return exit.evaluate((button, title) => {
    const header = button.closest('header')!;
    const underHeader = header.getBoundingClientRect().bottom;
    const crisisBoxes = [...document.querySelectorAll('section')].filter((section) =>
      section.querySelector('h2')?.textContent?.includes(title),
    );
    const targets = [
      ...document.querySelectorAll(
        'a, button, input, select, textarea, [role=radio], label, a[href^="tel:"]',
      ),
      ...crisisBoxes.flatMap((box) => [box, ...box.querySelectorAll('h2, p, li, strong, span')]),
    ];
    const found: string[] = [];
    for (const target of new Set(targets)) {
      if (button.contains(target) || !target.checkVisibility({ visibilityProperty: true })) continue;
      const r = target.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const points = [
        [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
        [r.left + 1, r.top + 1],
        [r.right - 1, r.top + 1],
        [r.left + 1, r.bottom - 1],
        [r.right - 1, r.bottom - 1],
      ] as const;
      for (const [x, y] of points) {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        // The page scrolls beneath the sticky header as a whole; what is there is the header's.
        if (!header.contains(target) && y < underHeader) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && button.contains(hit)) {
          const name = (target.textContent ?? '').trim().slice(0, 40);
          found.push(`${target.tagName.toLowerCase()} "${name}" at (${Math.round(x)}, ${Math.round(y)})`);
        }
      }
    }
    return found;
  }, crisisTitle);
}

/** The quick exit in view, whole, on top and tappable (44 px), at the top, middle and bottom. */
async function checkEveryScrollPosition(page: Page, where: string): Promise<void> {
  const exit = quickExitOf(page);
  await expect(exit, where).toHaveCount(1);
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (const [position, top] of [
    ['top', 0],
    ['middle', Math.round(height / 2)],
    ['bottom', height],
  ] as const) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const at = `${where}, ${position}`;
    await expect(exit, at).toBeInViewport({ ratio: 1 });
    const box = (await exit.boundingBox())!;
    expect(Math.min(box.width, box.height), at).toBeGreaterThanOrEqual(44);
    const onTop = await exit.evaluate((button) => {
      const r = button.getBoundingClientRect();
      const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      return hit !== null && button.contains(hit);
    });
    expect(onTop, `${at}: something covers Keluar cepat`).toBe(true);
    expect(await coveredBy(exit, crisisMessages.title), at).toEqual([]);
  }
  const noSidewaysScroll = await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
  expect(noSidewaysScroll, `${where}: sideways scroll`).toBe(true);
}

/** Opens `path`, measures it at each size, then leaves it by Escape three times (replaced). */
async function checkPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  for (const size of sizes) {
    const where = `${path} at ${size.width}×${size.height}`;
    await page.setViewportSize(size);
    await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible();
    if (path === crisisResult) {
      await expect(page.getByRole('region', { name: crisisMessages.title }), where).toBeVisible();
    }
    await checkEveryScrollPosition(page, where);
  }
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.waitForURL(`${neutral.origin}/**`);
}

test.beforeEach(async ({ page }) => {
  test.slow();
  // The ordinary page is on the internet; here it is answered locally.
  await page.route(`${neutral.origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Cuaca</title><p>Prakiraan cuaca</p>' }),
  );
});

test("a visitor's pages: Keluar cepat over nothing at any scroll position, and Escape ×3 leaves each", async ({
  page,
}) => {
  for (const path of visitorPages) await checkPage(page, path);
});

test("the crisis result and a member's pages: the same", async ({ page }) => {
  // PHQ-9 with item 9 answered: the result opens with the crisis box.
  await takeScreening(page, 'phq-9', [0, 0, 0, 0, 0, 0, 0, 0, 1]);
  await checkPage(page, crisisResult);
  await registerThroughApi(page);
  for (const path of memberPages) await checkPage(page, path);
});
