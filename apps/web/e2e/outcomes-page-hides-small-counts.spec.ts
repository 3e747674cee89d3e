import { outcomeLabels } from '@sehat/core/outcomes/messages';
import { expect, test } from './support/test';

test('the outcomes page shows four quarters and hides every count under 10', async ({ page }, testInfo) => {
  await page.goto('/hasil-layanan');
  await expect(page.getByRole('heading', { level: 1, name: outcomeLabels.title })).toBeVisible();
  const quarters = page.getByRole('region', { name: /kuartal/ });
  await expect(quarters).toHaveCount(4);
  // Nobody in this run's server has begun a programme in an earlier quarter.
  const oldest = quarters.nth(3);
  await expect(oldest.getByText(outcomeLabels.programs.enrolled)).toBeVisible();
  await expect(oldest.getByText(outcomeLabels.hidden)).toHaveCount(10);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('outcomes.png'), fullPage: true });
});
