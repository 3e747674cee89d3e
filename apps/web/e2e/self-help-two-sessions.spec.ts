import { programLabels } from '@sehat/core/programs/messages';
import { aktivasiPerilaku } from '@sehat/core/programs/aktivasi-perilaku';
import { answerScreening, takeScreening } from './support/screenings';
import { newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

const [first, second] = aktivasiPerilaku.sessions;

test('a member with a mild PHQ-9 follows the offer and goes through two sessions, a measure each', async ({
  page,
}, testInfo) => {
  await registerThroughApi(page, newAccount());
  await takeScreening(page, 'phq-9', [1, 1, 1, 1, 1, 1, 0, 0, 0]);
  await page.getByRole('link', { name: programLabels.offerLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: aktivasiPerilaku.title })).toBeVisible();
  await page.getByRole('button', { name: programLabels.enrol }).click();
  await expect(page.getByText(programLabels.progress(0, 6))).toBeVisible();

  await page.getByRole('link', { name: new RegExp(first!.title) }).click();
  await page.getByRole('textbox', { name: first!.worksheet.fields[0]!.label }).fill('Sulit bangun pagi');
  await answerScreening(page, [2, 2, 1, 1, 1, 1, 1, 0, 0]);
  await page.getByRole('button', { name: programLabels.save }).click();
  await expect(page.getByText(programLabels.outcome.steady)).toBeVisible();
  await page.getByRole('link', { name: programLabels.nextSession(2) }).click();

  await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
  await page
    .getByRole('textbox', { name: second!.worksheet.fields[0]!.label })
    .fill('Jalan pagi bersama adik');
  await answerScreening(page, [1, 0, 1, 0, 1, 0, 0, 0, 0]);
  await page.getByRole('button', { name: programLabels.save }).click();
  await expect(page.getByText(programLabels.outcome.reliableImprovement)).toBeVisible();
  const scores = page.getByRole('region', { name: programLabels.outcomeTitle });
  await expect(scores.getByRole('listitem')).toHaveText([/9 dari 27/, /3 dari 27/]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('session-2-outcome.png'), fullPage: true });

  await page.getByRole('link', { name: programLabels.backToProgram }).click();
  await expect(page.getByText(programLabels.progress(2, 6))).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('program.png'), fullPage: true });
});
