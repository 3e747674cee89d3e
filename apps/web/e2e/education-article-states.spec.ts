import type { Page } from '@playwright/test';
import type { Journal, JournalList } from '@sehat/core/education/schemas';
import { commonMessages } from '@sehat/core/messages';
import {
  educationLabels as l,
  educationMessages as m,
  topicPageLabels,
} from '@sehat/core/education/messages';
import { withShellPages } from './support/session';
import { expect, test } from './support/test';

const listUrl = '**/api/journals?*';

const journal: Journal = {
  id: 1,
  kategori: 'psikotik',
  judul: 'Artikel tanpa tautan',
  sumber: 'Buku Saku Kesehatan Jiwa',
  kutipan: 'Ringkasan artikel lama.',
  link: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const answer = (journals: Journal[]): JournalList => ({
  journals,
  categoryCounts: { neurosis: 0, psikotik: journals.length, ptsd: 0 },
  total: journals.length,
  nextCursor: null,
});

async function failJournals(page: Page) {
  await page.route(listUrl, (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'X', message: 'x' } } }),
  );
}

test('the article list says when a category has no articles, and when a source has no link', async ({
  page,
  baseURL,
}) => {
  await withShellPages(page, baseURL);
  await page.route(listUrl, (route) =>
    route.fulfill({
      json: answer(new URL(route.request().url()).searchParams.get('category') ? [] : [journal]),
    }),
  );
  await page.goto('/edukasi');
  const card = page.locator('#ruang-artikel').getByRole('article');
  await expect(card).toContainText(journal.judul);
  await expect(card.getByText(m.noLink)).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(0);

  await page.getByLabel(l.category, { exact: true }).selectOption('ptsd');
  await expect(page.getByText(m.articlesEmpty)).toBeVisible();
});

test('the article list shows its loading state, then its error with a working retry', async ({
  page,
  baseURL,
}) => {
  await withShellPages(page, baseURL);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(listUrl, async (route) => {
    await held;
    await route.fulfill({ status: 503, json: { error: { code: 'X', message: 'x' } } });
  });
  await page.goto('/edukasi');
  await expect(page.getByText(l.loading)).toBeVisible();
  release();

  // Server errors are retried twice before the error shows (query client).
  const alert = page.locator('#ruang-artikel').getByRole('alert');
  await expect(alert).toContainText(m.articlesFailedTitle, { timeout: 15_000 });
  await expect(alert).toContainText(m.articlesFailedText);

  await page.unroute(listUrl);
  await alert.getByRole('button', { name: commonMessages.retry }).click();
  await expect(page.locator('#ruang-artikel').getByRole('article').first()).toBeVisible();
});

test("a topic page's related journals show the journal error texts", async ({ page, baseURL }) => {
  await withShellPages(page, baseURL);
  await failJournals(page);
  await page.goto('/edukasi/ptsd');
  const related = page.getByRole('region', { name: topicPageLabels.relatedTitle });
  await expect(related.getByRole('alert')).toContainText(m.journalsFailedTitle, { timeout: 15_000 });
  await expect(related.getByRole('alert')).toContainText(m.journalsFailedText);
});

test('a topic page says when there are no related journals', async ({ page, baseURL }) => {
  await withShellPages(page, baseURL);
  await page.route(listUrl, (route) => route.fulfill({ json: answer([]) }));
  await page.goto('/edukasi/psikotik');
  await expect(page.getByRole('region', { name: topicPageLabels.relatedTitle })).toContainText(
    m.journalsEmpty,
  );
});
