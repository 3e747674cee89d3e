import type { Page } from '@playwright/test';
import { crisisMessages, labels } from '@sehat/core/messages';
import { helpNowMessages } from '@sehat/core/help/messages';
import { offlineMessages } from '@sehat/core/offline/messages';
import { safetyPlanLabels } from '@sehat/core/safety-plan/messages';
import { screeningResultMessages, screeningTestMessages } from '@sehat/core/screenings/messages';
import { answerScreening } from './support/screenings';
import { answerAllNo } from './support/selftest';
import { e2eCrisisLine } from './support/site';
import { expect, test } from './support/test';

/** The one line a page that works offline shows, and never the notice of a page that needs the network. */
async function worksOffline(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: offlineMessages.pageWorks })).toBeVisible();
  await expect(page.getByText(offlineMessages.pageText)).toHaveCount(0);
}

test('offline from a cold start: after one visit to the home page, every test, help and the plan work by full page loads', async ({
  page,
  context,
}) => {
  // Three whole tests and six pages on a phone: a long journey on a shared machine.
  test.slow();
  await page.setViewportSize({ width: 360, height: 640 });
  const assetsFailed: string[] = [];
  page.on('requestfailed', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) assetsFailed.push(request.url());
  });
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);

  await page.goto('/tes-diri');
  await worksOffline(page);
  await answerAllNo(page);
  await page.waitForURL('/hasil/normal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const [slug, values, max] of [
    ['phq-9', [2, 1, 0, 0, 0, 0, 0, 0, 0], 27],
    ['gad-7', [1, 1, 1, 0, 0, 0, 0], 21],
  ] as const) {
    await page.goto(`/tes-diri/${slug}`);
    await worksOffline(page);
    await answerScreening(page, values);
    await page.getByRole('button', { name: screeningTestMessages.submit }).click();
    await page.waitForURL(`/tes-diri/${slug}/hasil`);
    await expect(page.getByText(offlineMessages.resultOnDeviceVisitor)).toBeVisible();
    await expect(
      page.getByText(`${screeningResultMessages.score} ${screeningResultMessages.scoreOf(3, max)}`),
    ).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/offline-cold-gad7-result.png' });

  await page.goto('/bantuan');
  await worksOffline(page);
  await expect(page.getByRole('heading', { level: 1, name: helpNowMessages.title })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: `${crisisMessages.call} ${e2eCrisisLine.display}` })
      .first(),
  ).toHaveAttribute('href', `tel:${e2eCrisisLine.number}`);

  await page.goto('/rencana-keamanan');
  await worksOffline(page);
  await expect(page.getByRole('button', { name: safetyPlanLabels.save })).toBeVisible();
  await page.screenshot({ path: 'test-results/offline-cold-plan.png' });
  expect(assetsFailed).toEqual([]);

  // A page that needs the server says so, with the crisis contacts; its code stays off the
  // device (ADR 235), and no error stands beside the notice.
  await page.goto('/forum');
  const notice = page.getByRole('status').filter({ hasText: offlineMessages.pageTitle });
  await expect(notice.getByText(offlineMessages.pageText)).toBeVisible();
  await expect(
    notice.getByRole('link', { name: `${crisisMessages.call} ${e2eCrisisLine.display}` }),
  ).toHaveAttribute('href', `tel:${e2eCrisisLine.number}`);
  await expect(page.getByText(labels.errorBoundary.title)).toHaveCount(0);
});
