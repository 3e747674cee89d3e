import type { Page } from '@playwright/test';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { askThroughApi, countLine, searchForum, uniqueToken } from './support/forum';
import { newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

/** Titles of the cards in the list, top to bottom. */
async function listedTitles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: forumLabels.questionsLabel }).getByRole('heading').allTextContents();
}

test('search, tag filter, sort and Pertanyaan Saya each change the list', async ({ page, browser }) => {
  const token = uniqueToken('saring');
  // Someone else's question with the same token, asked first (the oldest).
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await registerThroughApi(other, newAccount());
  await askThroughApi(other.request, { title: `Mendengar bisikan ${token}`, tag: 'psikotik' });
  await otherContext.close();

  await registerThroughApi(page, newAccount());
  await askThroughApi(page.request, {
    title: `Ketakutan setiap malam ${token}`,
    desc: 'Jantung berdebar kencang.',
    tag: 'ptsd',
  });
  await askThroughApi(page.request, {
    title: `Sulit tidur ${token}`,
    desc: 'Selalu gelisah.',
    tag: 'neurosis',
  });

  await searchForum(page, token);
  await expect(countLine(page, 3, 3)).toBeVisible();
  expect(await listedTitles(page)).toEqual([
    `Sulit tidur ${token}`,
    `Ketakutan setiap malam ${token}`,
    `Mendengar bisikan ${token}`,
  ]);

  // Sort: terlama puts the oldest first.
  await page.getByLabel(forumLabels.sort).selectOption('terlama');
  await expect
    .poll(() => listedTitles(page))
    .toEqual([`Mendengar bisikan ${token}`, `Ketakutan setiap malam ${token}`, `Sulit tidur ${token}`]);
  await page.getByLabel(forumLabels.sort).selectOption('terbaru');

  // Tag filter.
  await page.getByRole('radio', { name: forumLabels.tags.psikotik }).check();
  await expect(countLine(page, 1, 1)).toBeVisible();
  expect(await listedTitles(page)).toEqual([`Mendengar bisikan ${token}`]);
  await page.getByRole('radio', { name: forumLabels.tags.ptsd }).check();
  await expect.poll(() => listedTitles(page)).toEqual([`Ketakutan setiap malam ${token}`]);
  await page.getByRole('radio', { name: forumLabels.tagAll }).check();
  await expect(countLine(page, 3, 3)).toBeVisible();

  // Pertanyaan Saya: only this user's two.
  await page.getByRole('switch', { name: forumLabels.mine }).check();
  await expect(countLine(page, 2, 2)).toBeVisible();
  expect(await listedTitles(page)).not.toContain(`Mendengar bisikan ${token}`);
  await page.getByRole('switch', { name: forumLabels.mine }).uncheck();
  await expect(countLine(page, 3, 3)).toBeVisible();

  // Search by a word of the description, by its stem, and by the start of a word.
  for (const [query, expected] of [
    [`${token} berdebar`, `Ketakutan setiap malam ${token}`],
    [`${token} takut`, `Ketakutan setiap malam ${token}`],
    [`${token} gelis`, `Sulit tidur ${token}`],
  ] as const) {
    await page.getByLabel(forumLabels.search).fill(query);
    await expect.poll(() => listedTitles(page)).toEqual([expected]);
    await expect(countLine(page, 1, 1)).toBeVisible();
  }
  await page.getByLabel(forumLabels.search).fill(`${token} psikiater`);
  await expect(page.getByText(forumLabels.noMatchTitle)).toBeVisible();
});

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
