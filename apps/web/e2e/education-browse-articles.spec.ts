import type { Page } from '@playwright/test';
import { topicContent } from '@sehat/core/education/topics/index';
import { educationTopics } from '@sehat/core/education/topics/topic';
import { educationLabels, topicPageLabels } from '@sehat/core/education/messages';
import { expect, test } from './support/test';

// 'konsul dengan ahlinya' for a visitor and a member: features/education/components/consult-link.test.tsx.
// The filters, the search, a source's new tab and what every topic page says:
// features/education/routes/education-browse.test.tsx (ADR 248).

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

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

test("the topic cards, the other-topic links and a topic page's article link reach their pages", async ({
  page,
}) => {
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

  // From a topic page to its articles, with the topic's own category already chosen (ADR 204).
  await page.getByRole('link', { name: topicPageLabels.allArticles }).click();
  await expect(page).toHaveURL(/\/edukasi\?kategori=depresi#ruang-artikel$/);
  await expect(page.getByLabel(educationLabels.category, { exact: true })).toHaveValue('depresi');
  await expect(page.locator('#ruang-artikel')).toBeInViewport();
});

test('the education page and every topic page fit a 320 px phone without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const path of ['/edukasi', ...educationTopics.map((slug) => `/edukasi/${slug}`)]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});
