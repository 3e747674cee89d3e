import { crisisMessages } from '@sehat/core/messages';
import { resultLabels, selftestMessages } from '@sehat/core/selftest/messages';
import { answerAndSubmit } from './support/selftest';
import { expect, test } from './support/test';

// The test's failures and its related-article states: features/selftest/routes/*.test.tsx.

test('phones down to 320 px: no sideways scroll on the test, the help box or a result page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const expectNoSidewaysScroll = async () => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  };
  await page.goto('/tes-diri');
  await expect(page.locator('form fieldset')).toHaveCount(5);
  await expectNoSidewaysScroll();
  await answerAndSubmit(page, [17, 25]);
  await expect(page.getByRole('region', { name: crisisMessages.title })).toBeVisible();
  await expectNoSidewaysScroll();
  await page.getByRole('link', { name: selftestMessages.seeResult }).click();
  await page.waitForURL('/hasil/ptsd');
  await expect(page.getByRole('heading', { name: resultLabels.articles })).toBeVisible();
  await expectNoSidewaysScroll();
});
