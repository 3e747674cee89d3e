import { crisisMessages } from '@sehat/core/messages';
import { answerLabels } from '@sehat/core/screenings/items';
import { screeningCatalogue, screeningTestMessages } from '@sehat/core/screenings/messages';
import { answerScreening, screeningItem } from './support/screenings';
import { expect, test } from './support/test';

const checked = (page: Parameters<typeof screeningItem>[0], nomor: number, value: number) =>
  expect(
    screeningItem(page, nomor).getByRole('radio', { name: answerLabels[value]!, exact: true }),
  ).toBeChecked();

test('PHQ-9 with item 9 = 1 and a low total shows the crisis box first; answers survive reload and Back', async ({
  page,
}) => {
  await page.goto('/tes-diri');
  await page.getByRole('link', { name: new RegExp(screeningCatalogue.phq9.title) }).click();
  await page.waitForURL('/tes-diri/phq-9');
  await answerScreening(page, [0, 1, 0, 0]);

  await page.reload();
  await checked(page, 2, 1);
  await page.getByRole('link', { name: new RegExp(screeningCatalogue.gad7.title) }).click();
  await page.waitForURL('/tes-diri/gad-7');
  await page.goBack();
  await page.waitForURL('/tes-diri/phq-9');
  await checked(page, 4, 0);

  await answerScreening(page, [0, 0, 0, 0, 1], 5);
  await page.getByRole('button', { name: screeningTestMessages.submit }).click();
  await page.waitForURL('/tes-diri/phq-9/hasil');

  const help = page.getByRole('region', { name: crisisMessages.title });
  await expect(help).toBeInViewport();
  await expect(help.getByRole('heading', { name: crisisMessages.title })).toBeFocused();
  const boxTop = (await help.boundingBox())!.y;
  const headingTop = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;
  expect(boxTop).toBeLessThan(headingTop);
  await expect(page.getByRole('heading', { level: 2, name: /Skor 2 dari 27/ })).toBeVisible();

  // The result stays on this device: a reload shows it again, help first.
  await page.reload();
  await expect(page.getByRole('region', { name: crisisMessages.title })).toBeInViewport();
});
