import { expect, type Page } from '@playwright/test';
import { answerLabels } from '@sehat/core/screenings/items';
import { screeningTestMessages } from '@sehat/core/screenings/messages';

/** An item's radio group on a PHQ-9 or GAD-7 page, by its number. */
export const screeningItem = (page: Page, nomor: number) =>
  page.getByRole('group', { name: new RegExp(`^${nomor}\\. `) });

/** Chooses `values` (0–3) for items 1, 2, … in order. */
export async function answerScreening(page: Page, values: readonly number[], from = 1): Promise<void> {
  for (const [i, value] of values.entries()) {
    await screeningItem(page, from + i)
      .getByRole('radio', { name: answerLabels[value]!, exact: true })
      .check();
  }
}

/** Opens a screening (`phq-9`, `gad-7`), answers every item and waits for its result page. */
export async function takeScreening(page: Page, slug: string, values: readonly number[]): Promise<void> {
  await page.goto(`/tes-diri/${slug}`);
  await answerScreening(page, values);
  await page.getByRole('button', { name: screeningTestMessages.submit }).click();
  await page.waitForURL(`/tes-diri/${slug}/hasil`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
