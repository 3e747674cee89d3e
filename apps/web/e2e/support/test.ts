import { test as base, type Browser, type Page } from '@playwright/test';
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

/** Every page of every context the tests open, except where JavaScript is off. */
function waitForAppInEveryContext(browser: Browser): void {
  const { newContext } = browser;
  browser.newContext = async (options) => {
    const context = await newContext.call(browser, options);
    if (options?.javaScriptEnabled !== false) context.on('page', waitForAppOnNavigation);
    return context;
  };
}

export const test = base.extend<object, { browser: Browser }>({
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
});
