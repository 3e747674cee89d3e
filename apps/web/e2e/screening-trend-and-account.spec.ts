import { keepResultsMessages, screeningTrendMessages } from '@sehat/core/screenings/messages';
import { newAccount, submitRegisterForm } from './support/session';
import { takeScreening } from './support/screenings';
import { expect, test } from './support/test';

const gadTrend = screeningTrendMessages.title('GAD-7');

// A visit, a registration and two more tests: more than one page's time.
test.describe.configure({ timeout: 120_000 });

test('a visitor keeps their GAD-7 result in a new account; the trend shows all three', async ({ page }) => {
  await takeScreening(page, 'gad-7', [1, 1, 0, 0, 1, 0, 0]);
  await expect(page.getByRole('img', { name: new RegExp(gadTrend) })).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: keepResultsMessages.register, exact: true }).click();
  await submitRegisterForm(page, newAccount());
  await page.waitForURL('/tes-diri/gad-7/hasil');
  await page.getByRole('button', { name: keepResultsMessages.keep }).click();
  await expect(page.getByRole('status').filter({ hasText: keepResultsMessages.kept(1) })).toBeVisible();

  const second = await page.request.post('/api/screenings/gad7/submissions', {
    data: { jawaban: [2, 2, 1, 1, 2, 1, 1] },
  });
  expect(second.status()).toBe(201);
  await takeScreening(page, 'gad-7', [3, 2, 3, 2, 2, 1, 2]);
  const chart = page.getByRole('img', { name: new RegExp(gadTrend) });
  await expect(chart.locator('circle[cx]')).toHaveCount(3);
  const table = page.getByRole('table', { name: screeningTrendMessages.tableCaption('GAD-7') });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('15');

  await page.goto('/profile');
  const profileTable = page.getByRole('table', { name: screeningTrendMessages.tableCaption('GAD-7') });
  await expect(profileTable.getByRole('row')).toHaveCount(4);
  await expect(page.getByText(screeningTrendMessages.emptyWithStart('Tes Depresi PHQ-9'))).toBeVisible();
});
