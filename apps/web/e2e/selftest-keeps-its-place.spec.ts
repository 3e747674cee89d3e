import type { Page } from '@playwright/test';
import { dialogTitles } from '@sehat/core/messages';
import { resultLabels, selftestMessages } from '@sehat/core/selftest/messages';
import { answerAndSubmit, nextPage } from './support/selftest';
import { expect, test } from './support/test';

const form = (page: Page) => page.locator('form').filter({ has: page.getByRole('progressbar') });
// (Not "of 6": a parallel admin spec may add a question.)
const pageLine = (page: Page, n: number) => form(page).getByText(new RegExp(`^Halaman ${n} dari \\d+$`));
const answered = (page: Page, n: number) =>
  form(page).getByText(new RegExp(`^${n} dari \\d+ pertanyaan terjawab`));

/** Answers the visible page ("Ya" on its first question, "Tidak" elsewhere) and goes on. */
async function answerPageAndGoOn(page: Page) {
  const radios = form(page).locator('fieldset');
  await expect(radios).toHaveCount(5);
  await radios.first().getByRole('radio', { name: selftestMessages.yes, exact: true }).check();
  for (const group of (await radios.all()).slice(1)) {
    await group.getByRole('radio', { name: selftestMessages.no, exact: true }).check();
  }
  await nextPage(page);
}

test('answers and page survive a reload and the browser’s Back and Forward, on this device only', async ({
  page,
}) => {
  await page.goto('/tes-diri');
  for (let i = 0; i < 3; i++) await answerPageAndGoOn(page);
  await expect(pageLine(page, 4)).toBeVisible();
  await form(page)
    .locator('fieldset')
    .first()
    .getByRole('radio', { name: selftestMessages.no, exact: true })
    .check();
  await expect(answered(page, 16)).toBeVisible();

  await page.reload();
  await expect(pageLine(page, 4)).toBeVisible();
  await expect(answered(page, 16)).toBeVisible();
  await expect(
    form(page).locator('fieldset').first().getByRole('radio', { name: selftestMessages.no, exact: true }),
  ).toBeChecked();

  await page.goBack();
  await expect(pageLine(page, 3)).toBeVisible();
  await expect(
    form(page).locator('fieldset').first().getByRole('radio', { name: selftestMessages.yes, exact: true }),
  ).toBeChecked();
  await page.goBack();
  await expect(pageLine(page, 2)).toBeVisible();
  await page.goForward();
  await page.goForward();
  await expect(pageLine(page, 4)).toBeVisible();
  await expect(answered(page, 16)).toBeVisible();

  // Never in the URL; kept in this tab's storage only.
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/tes-diri');
  expect(await page.evaluate(() => localStorage.getItem('testProgress'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('testProgress'))).not.toBeNull();

  // Another tab starts afresh.
  const other = await page.context().newPage();
  await other.goto('/tes-diri');
  await expect(pageLine(other, 1)).toBeVisible();
  await expect(answered(other, 0)).toBeVisible();
  await other.close();

  // Opened again from the menu, the test resumes where the answers stop.
  await page.goto('/');
  await page.goto('/tes-diri');
  await expect(pageLine(page, 4)).toBeVisible();

  // Sent: the answers are gone.
  await answerAndSubmit(page, []);
  await page.waitForURL('/hasil/normal');
  expect(await page.evaluate(() => sessionStorage.getItem('testProgress'))).toBeNull();
  await page.goBack();
  await expect(pageLine(page, 1)).toBeVisible();
  await expect(answered(page, 0)).toBeVisible();
});

test('Tes Ulang clears a test in progress too', async ({ page }) => {
  await page.goto('/tes-diri');
  await answerAndSubmit(page, []);
  await page.waitForURL('/hasil/normal');
  await page.goto('/tes-diri');
  await answerPageAndGoOn(page);
  await expect(pageLine(page, 2)).toBeVisible();
  await page.goto('/hasil/normal');
  await page.getByRole('button', { name: resultLabels.retake }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitles.confirm });
  await dialog.getByRole('button', { name: resultLabels.retakeConfirmButton }).click();
  await page.waitForURL('/tes-diri');
  await expect(pageLine(page, 1)).toBeVisible();
  await expect(answered(page, 0)).toBeVisible();
});

test('answers chosen before the page’s script has run count once it runs', async ({ page }) => {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/tes-diri', { waitUntil: 'commit' });
  const groups = form(page).locator('fieldset');
  await expect(groups).toHaveCount(5);
  for (const group of await groups.all()) {
    await group.getByRole('radio', { name: selftestMessages.no, exact: true }).check();
  }

  releaseScripts();
  await expect(answered(page, 5)).toBeVisible();
  // Opened afresh, the test resumes at the first unanswered question (page 2); page 1 kept them.
  await expect(pageLine(page, 2)).toBeVisible();
  await page.getByRole('button', { name: selftestMessages.previous }).click();
  await expect(pageLine(page, 1)).toBeVisible();
  for (const group of await groups.all()) {
    await expect(group.getByRole('radio', { name: selftestMessages.no, exact: true })).toBeChecked();
  }
});
