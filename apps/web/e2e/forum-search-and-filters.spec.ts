import type { Page } from '@playwright/test';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { askThroughApi, countLine, searchForum, uniqueToken } from './support/forum';
import { newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

// Search, tag filter, sort and Pertanyaan Saya: features/forum/routes/forum-filters.test.tsx (ADR 248).

/** Titles of the cards in the list, top to bottom. */
async function listedTitles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: forumLabels.questionsLabel }).getByRole('heading').allTextContents();
}

test('more questions load as the user scrolls, 20 at a time', async ({ page }) => {
  const token = uniqueToken('halaman');
  await registerThroughApi(page, newAccount());
  for (let i = 1; i <= 23; i++) await askThroughApi(page.request, { title: `Pertanyaan ${i} ${token}` });

  await searchForum(page, token);
  await expect(countLine(page, 20, 23)).toBeVisible();
  await page.getByRole('button', { name: forumLabels.loadMore }).scrollIntoViewIfNeeded();
  await expect(countLine(page, 23, 23)).toBeVisible();
  await expect(page.getByRole('button', { name: forumLabels.loadMore })).toHaveCount(0);
  expect((await listedTitles(page)).at(-1)).toBe(`Pertanyaan 1 ${token}`);
});

test('the list refreshes when the page regains focus and announces new questions', async ({
  page,
  browser,
}) => {
  const token = uniqueToken('segar');
  await page.clock.install();
  await registerThroughApi(page, newAccount());
  await askThroughApi(page.request, { title: `Pertama ${token}` });
  await searchForum(page, token);
  await expect(countLine(page, 1, 1)).toBeVisible();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await registerThroughApi(other, newAccount());
  await askThroughApi(other.request, { title: `Kedua ${token}` });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(countLine(page, 2, 2)).toBeVisible();

  // Without a search the list polls every 30 s for others' new questions. The poll's first
  // answer must be in before Ketiga is asked, or it would already count Ketiga as seen.
  const newestPoll = () =>
    page.waitForResponse((r) => r.url().includes('/api/forum/questions?') && r.url().includes('limit=1'));
  const firstPoll = newestPoll();
  await page.getByLabel(forumLabels.search).fill('');
  await page.clock.runFor(1_000);
  await firstPoll;
  await expect(page.getByRole('list', { name: forumLabels.questionsLabel })).toBeVisible();
  await page.clock.runFor(30_000);
  await askThroughApi(other.request, { title: `Ketiga ${token}` });
  await page.clock.runFor(30_000);
  await expect(page.getByText(forumMessages.newQuestionsNotice)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Ketiga ${token}` })).toBeVisible();
  await page.clock.runFor(6_000);
  await expect(page.getByText(forumMessages.newQuestionsNotice)).toHaveCount(0);
  await otherContext.close();
});
