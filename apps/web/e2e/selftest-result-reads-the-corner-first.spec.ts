import { labels } from '@sehat/core/messages';
import { resultLabels } from '@sehat/core/selftest/messages';
import { expectAccessible } from './support/axe';
import { submitThroughApi } from './support/selftest';
import { registerThroughApi } from './support/session';
import { expect, test } from './support/test';

test("a neurosis result leads to the corner's own pages first, and Depresi has articles of its own", async ({
  page,
}) => {
  await registerThroughApi(page);
  await submitThroughApi(page.request, [1, 2, 3, 4, 5, 6, 7, 8]);
  await page.goto('/hasil/neurosis');
  const topics = page.getByRole('region', { name: resultLabels.topics });
  await expect(topics.getByRole('link')).toHaveText([
    resultLabels.readTopic(labels.topics.neurosis),
    resultLabels.readTopic(labels.topics.depresi),
    resultLabels.readTopic(labels.topics.anxiety),
  ]);
  const sources = page.getByRole('region', { name: resultLabels.articles });
  const [topicsBox, sourcesBox] = [await topics.boundingBox(), await sources.boundingBox()];
  expect(topicsBox!.y).toBeLessThan(sourcesBox!.y);
  await expectAccessible(page, 'neurosis result with topic links');

  await topics.getByRole('link', { name: resultLabels.readTopic(labels.topics.depresi) }).click();
  await page.waitForURL('/edukasi/depresi');
  await expect(page.getByRole('heading', { name: /Depression in adults/ })).toBeVisible();
});
