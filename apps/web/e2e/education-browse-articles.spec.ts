import type { Page } from '@playwright/test';
import { topicContent } from '@sehat/core/education/topics/index';
import { educationTopics } from '@sehat/core/education/topics/topic';
import { crisisMessages } from '@sehat/core/messages';
import { educationLabels, educationMessages, topicPageLabels } from '@sehat/core/education/messages';
import { e2eCrisisLine } from './support/site';
import { expect, test } from './support/test';

// 'konsul dengan ahlinya' for a visitor and a member: features/education/components/consult-link.test.tsx.

const articles = (page: Page) => page.locator('#ruang-artikel').getByRole('article');

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a visitor filters the articles by category, searches them and opens a source safely', async ({
  page,
}) => {
  await page.goto('/edukasi');
  await expect(page.getByRole('heading', { level: 1, name: educationLabels.title })).toBeVisible();
  for (const slug of ['neurosis', 'psikotik', 'ptsd'] as const) {
    await expect(page.getByRole('heading', { level: 3, name: topicContent[slug].title })).toBeVisible();
  }
  await expect(articles(page).first()).toBeVisible();
  await expect(page.getByText(/Menampilkan \d+ dari \d+ artikel/)).toBeVisible();

  // Category: only PTSD articles, and the choice is kept in the address.
  await page.getByLabel(educationLabels.category, { exact: true }).selectOption('ptsd');
  await expect(page).toHaveURL(/\?kategori=ptsd$/);
  await expect(page.getByRole('heading', { name: 'WHO: Post-traumatic stress disorder' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'WHO: Depressive disorder (depression)' })).toHaveCount(0);
  const badges = await articles(page).evaluateAll((cards) =>
    cards.map((c) => c.querySelector('p')?.textContent),
  );
  expect(new Set(badges)).toEqual(new Set(['PTSD']));

  // Search over title and quote, within the category.
  const search = page.getByLabel(educationLabels.search, { exact: true });
  await search.fill('tsunami');
  await expect(
    page.getByRole('heading', { name: /Mental health in Sumatra after the tsunami/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Post-traumatic stress disorder (BMJ, 2015)' })).toHaveCount(
    0,
  );
  await search.fill('pencarian-yang-tidak-ada-hasilnya');
  await expect(page.getByText(educationMessages.searchEmpty)).toBeVisible();
  await search.fill('');
  await page.getByLabel(educationLabels.category, { exact: true }).selectOption('');
  await expect(page).toHaveURL(/\/edukasi$/);
  await expect(page.getByRole('heading', { name: 'WHO: Depressive disorder (depression)' })).toBeVisible();

  // Sources open in a new tab that gets no handle on this page and no referrer.
  const source = articles(page)
    .first()
    .getByRole('link', { name: new RegExp(educationLabels.openSource) });
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', /noopener/);
  await expect(source).toHaveAttribute('rel', /noreferrer/);
  await expect(source).toHaveAttribute('href', /^https:\/\//);
});

test('/edukasi#ruang-artikel lands on the article section, and the hero button glides there', async ({
  page,
}) => {
  await page.goto('/edukasi#ruang-artikel');
  const section = page.locator('#ruang-artikel');
  await expect(section.getByRole('heading', { name: educationLabels.articlesTitle })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page.goto('/edukasi');
  await expect(section.getByRole('heading', { name: educationLabels.articlesTitle })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(section.getByRole('heading', { name: educationLabels.articlesTitle })).not.toBeInViewport();
  await page.getByRole('link', { name: educationLabels.browseArticles }).click();
  await expect(page).toHaveURL(/#ruang-artikel$/);
  await expect(section.getByRole('heading', { name: educationLabels.articlesTitle })).toBeInViewport();
});

test('every topic page explains the topic, says where to get help and links onward', async ({ page }) => {
  for (const slug of educationTopics) {
    const topic = topicContent[slug];
    await page.goto(`/edukasi/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: topic.title })).toBeVisible();
    for (const heading of [
      topicPageLabels.whatTitle(topic.title),
      topicPageLabels.signsTitle,
      topicPageLabels.helpsTitle,
      topicPageLabels.seekHelpTitle,
      topicPageLabels.whereTitle,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(topic.signs.items[0]!)).toBeVisible();
    // The operator's crisis list (CRISIS_CONTACTS), as on the result pages.
    const help = page.getByRole('list', { name: crisisMessages.listLabel });
    await expect(help.getByRole('link', { name: /119 ext\. 8/ })).toHaveAttribute('href', 'tel:119,8');
    await expect(help.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
    await expect(help.getByRole('link', { name: new RegExp(e2eCrisisLine.display) })).toHaveAttribute(
      'href',
      `tel:${e2eCrisisLine.number}`,
    );
    await expect(help.getByRole('link', { name: /healing119\.id/ })).toHaveAttribute(
      'href',
      'https://healing119.id',
    );
    await expect(page.getByText('Puskesmas', { exact: true })).toBeVisible();

    const related = page.getByRole('region', { name: topicPageLabels.relatedTitle });
    await expect(related.getByRole('listitem').first()).toBeVisible();
    const sources = page.getByRole('region', { name: topicPageLabels.sourcesTitle }).getByRole('link');
    await expect(sources).toHaveCount(topic.sources.length);
    await expect(page.getByRole('link', { name: topicPageLabels.ctaButton })).toHaveAttribute(
      'href',
      '/tes-diri',
    );
    await expectNoSidewaysScroll(page);
  }

  // From a topic page to its articles, with the topic's own category already chosen (ADR 204).
  await page.goto('/edukasi/depresi');
  await page.getByRole('link', { name: topicPageLabels.allArticles }).click();
  await expect(page).toHaveURL(/\/edukasi\?kategori=depresi#ruang-artikel$/);
  await expect(page.getByLabel(educationLabels.category, { exact: true })).toHaveValue('depresi');
  await expect(page.locator('#ruang-artikel')).toBeInViewport();
});

test('the topic cards and the other-topic links reach every topic page', async ({ page }) => {
  await page.goto('/edukasi');
  await page
    .getByRole('link', {
      name: new RegExp(`^${educationLabels.readTopic}\\W+${topicContent.psikotik.title}$`),
    })
    .click();
  await page.waitForURL('/edukasi/psikotik');
  await page
    .getByRole('navigation', { name: topicPageLabels.otherTopics })
    .getByRole('link', { name: 'Anxiety' })
    .click();
  await page.waitForURL('/edukasi/anxiety');
  await page
    .getByRole('navigation', { name: topicPageLabels.breadcrumb })
    .getByRole('link', { name: educationLabels.title })
    .click();
  await page.waitForURL('/edukasi');
  await page
    .getByRole('navigation', { name: educationLabels.moreTopics })
    .getByRole('link', { name: 'Depresi' })
    .click();
  await page.waitForURL('/edukasi/depresi');
});

test('the education pages fit a 320 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const path of ['/edukasi', '/edukasi/neurosis', '/edukasi/ptsd']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});
