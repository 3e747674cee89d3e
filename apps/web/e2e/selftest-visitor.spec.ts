import { counsellorEntryLabels } from '@sehat/core/chat/messages';
import type { Page } from '@playwright/test';
import { crisisMessages } from '@sehat/core/messages';
import { landingLabels } from '@sehat/core/landing/messages';
import { resultLabels, selftestMessages } from '@sehat/core/selftest/messages';
import { srq29Questions } from '@sehat/core/selftest/srq29';
import { nextPage, storedTestState, takeTest } from './support/selftest';
import { expect, test } from './support/test';

const neurosisSix = [1, 2, 3, 4, 5, 6];

async function expectResult(page: Page, path: string, hasil: string, severity: string, percent: number) {
  await page.waitForURL(path);
  // The app never puts the result in the URL.
  expect(new URL(page.url()).pathname).toBe(path);
  const card = page.getByRole('region', { name: hasil });
  await expect(card).toBeVisible();
  await expect(card).toContainText(resultLabels.severityOf(severity));
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
  await expect(page.getByText(resultLabels.screeningNotDiagnosis)).toBeVisible();
  for (const heading of [
    resultLabels.advice,
    resultLabels.explanation,
    resultLabels.seekHelp,
    resultLabels.articles,
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: resultLabels.retake })).toBeVisible();
}

// Every kind of result's page, on core's scoring: visitor-result-pages.test.tsx (screen test).
test.describe('a visitor takes the SRQ-29 and lands on the page of the result', () => {
  test('nothing flagged → Normal', async ({ page }) => {
    await takeTest(page, []);
    await expectResult(page, '/hasil/normal', 'Normal', 'Normal', 20);
    await expect(page.getByRole('region', { name: crisisMessages.title })).toHaveCount(0);
    const { state, last } = await storedTestState(page);
    expect(state).toMatchObject({
      testCompleted: true,
      userId: null,
      hasilTesTerakhir: { hasil: 'Normal', severity: 'Normal' },
    });
    expect(last).toEqual({ hasil: 'Normal', severity: 'Normal' });
  });

  test('the other flagged parts show as "juga terdeteksi"', async ({ page }) => {
    await takeTest(page, [...neurosisSix, 25, 26, 27, 28, 29]);
    await expectResult(page, '/hasil/ptsd', 'Gejala PTSD', 'Berat', 95);
    const also = page.getByRole('region', { name: resultLabels.alsoDetected });
    await expect(also).toContainText(resultLabels.domainNames.neurosis);
    await expect(also).toContainText(resultLabels.severityOf('Ringan'));
  });
});

test('instructions, five questions a page, and the paging rules', async ({ page }) => {
  await page.goto('/tes-diri');
  await expect(page.getByRole('heading', { level: 1, name: selftestMessages.title })).toBeVisible();
  await expect(page.getByText(selftestMessages.instructions[0])).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByRole('progressbar') });
  await expect(form.locator('fieldset')).toHaveCount(5);
  await expect(form).toContainText(selftestMessages.pageOf(1, 6));
  await expect(form.locator('legend').first()).toContainText(srq29Questions[0]!.pertanyaan);
  const next = page.getByRole('button', { name: selftestMessages.next });
  await expect(next).toBeDisabled();
  await expect(page.getByRole('button', { name: selftestMessages.submit })).toHaveCount(0);

  const radios = (choice: string) => form.getByRole('radio', { name: choice, exact: true });
  for (let i = 0; i < 4; i++) await radios(selftestMessages.no).nth(i).check();
  await expect(next).toBeDisabled();
  await expect(page.getByText(selftestMessages.pageIncomplete)).toBeVisible();
  await radios(selftestMessages.yes).nth(4).check();
  await expect(next).toBeEnabled();
  // (Not "of 29": a parallel admin spec may have added a question.)
  await expect(form).toContainText(/5 dari \d+ pertanyaan terjawab/);

  // Keyboard: the next page starts at its questions; going back keeps the answers.
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(form).toContainText(selftestMessages.pageOf(2, 6));
  await expect(form.locator('legend').first()).toContainText(srq29Questions[5]!.pertanyaan);
  await page.getByRole('button', { name: selftestMessages.previous }).click();
  await expect(radios(selftestMessages.yes).nth(4)).toBeChecked();
  await expect(radios(selftestMessages.no).nth(0)).toBeChecked();
});

test('the last page sends only when everything is answered', async ({ page }) => {
  await page.goto('/tes-diri');
  const form = page.locator('form').filter({ has: page.getByRole('progressbar') });
  await expect(form.locator('fieldset')).toHaveCount(5);
  for (let p = 0; p < 5; p++) {
    for (const radio of await form.getByRole('radio', { name: selftestMessages.no, exact: true }).all()) {
      await radio.check();
    }
    await nextPage(page);
  }
  await expect(form).toContainText(selftestMessages.pageOf(6, 6));
  const submit = page.getByRole('button', { name: selftestMessages.submit });
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('button', { name: selftestMessages.next })).toHaveCount(0);
});

test('a yes to item 17 puts help first, on the test page and on the result page', async ({ page }) => {
  await takeTest(page, [17, 22]);
  const help = page.getByRole('region', { name: crisisMessages.title });
  await expect(help).toBeVisible();
  await expect(help.getByRole('heading', { name: crisisMessages.title })).toBeFocused();
  await expect(help.getByRole('link', { name: /119 ext\. 8/ })).toHaveAttribute('href', 'tel:119,8');
  await expect(help.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
  await expect(help.getByRole('link', { name: /healing119\.id/ })).toHaveAttribute(
    'href',
    'https://healing119.id',
  );
  // Visitors reach the chat through signing in, and come back to their result with it open:
  // sharing the result is their choice, made before they leave.
  await help.getByRole('button', { name: counsellorEntryLabels.start }).click();
  const talk = page.getByRole('dialog', { name: counsellorEntryLabels.dialogTitle });
  await expect(talk.getByRole('link', { name: counsellorEntryLabels.startWithoutSharing })).toHaveAttribute(
    'href',
    '/login?next=%2Fhasil%2Fpsikotik&chat=1',
  );
  await expect(talk.getByRole('link', { name: counsellorEntryLabels.shareAndStart })).toHaveAttribute(
    'href',
    '/login?next=%2Fhasil%2Fpsikotik&chat=1&bagikan=srq29',
  );
  await talk.getByRole('button', { name: counsellorEntryLabels.close }).click();
  expect(page.url()).toMatch(/\/tes-diri$/);

  await page.getByRole('link', { name: selftestMessages.seeResult }).click();
  await expectResult(page, '/hasil/psikotik', 'Gejala Psikotik', 'Sedang', 55);
  const resultHelp = page.getByRole('region', { name: crisisMessages.title });
  await expect(resultHelp.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
  const helpBox = await resultHelp.boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(helpBox!.y).toBeLessThan(heading!.y);
});

// The result page's rules (no stored result, a URL that disagrees with it, Tes Ulang, help
// after a crisis answer with a normal result): result-page-rules.test.tsx (screen tests).
test('the developer shortcuts are not in a production build', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: landingLabels.start })).toBeVisible();
  await expect(page.getByRole('complementary', { name: resultLabels.devPreviewTitle })).toHaveCount(0);
});
