import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { appReadyAttribute } from '@sehat/core/site/app-start-script';

export { expect } from '@playwright/test';

/**
 * The app starts after the first paint (ADR 100), so `load` no longer means it handles clicks.
 * On a page of the app (one with #root), this waits for the attribute it sets once hydrated.
 */
async function appStarted(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) === 0) return;
  await page.locator(`html[${appReadyAttribute}]`).waitFor({ state: 'attached' });
}

/**
 * A navigation that loads a document (`goto`, `reload`, `waitForURL` after a full page load)
 * also waits for the app to start. An explicit `waitUntil` keeps Playwright's own meaning, for
 * the tests that hold the app's code back.
 */
function waitForAppOnNavigation(page: Page): void {
  const { goto, reload, waitForURL } = page;
  page.goto = async (url, options) => {
    const response = await goto.call(page, url, options);
    if (!options?.waitUntil) await appStarted(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload.call(page, options);
    if (!options?.waitUntil) await appStarted(page);
    return response;
  };
  page.waitForURL = async (url, options) => {
    await waitForURL.call(page, url, options);
    if (!options?.waitUntil) await appStarted(page);
  };
}

/**
 * React's hydration failures (#418 text or HTML differs, #423 the root fell back to a client
 * render, #425 text content, and their development wording) on any page of the running test.
 */
const hydrationError = /Minified React error #(418|419|421|422|423|425)\b|Hydration failed|did not match/;
let hydrationErrors: string[] = [];

function collectHydrationErrors(page: Page): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && hydrationError.test(message.text())) {
      hydrationErrors.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (hydrationError.test(String(error))) hydrationErrors.push(`${page.url()}: ${String(error)}`);
  });
}

/** Every page of every context the tests open, except where JavaScript is off. */
function waitForAppInEveryContext(browser: Browser): void {
  const { newContext } = browser;
  browser.newContext = async (options) => {
    const context = await newContext.call(browser, options);
    if (options?.javaScriptEnabled !== false) context.on('page', waitForAppOnNavigation);
    context.on('page', collectHydrationErrors);
    return context;
  };
}

export const test = base.extend<{ noHydrationErrors: void }, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      waitForAppInEveryContext(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  // The test's own context takes `javaScriptEnabled` from test.use(), not from newContext's options.
  context: async ({ context, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) context.off('page', waitForAppOnNavigation);
    await use(context);
  },
  // No page of any journey, after any action, logs a hydration error (issue 32 item 4).
  noHydrationErrors: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      hydrationErrors = [];
      await use();
      expect(hydrationErrors, 'hydration errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});
