import { counsellorEntryLabels } from '@sehat/core/chat/messages';
import type { Page } from '@playwright/test';
import { crisisMessages } from '@sehat/core/messages';
import { landingLabels } from '@sehat/core/landing/messages';
import { resultLabels, selftestMessages } from '@sehat/core/selftest/messages';
import { storedTestState, takeTest } from './support/selftest';
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

// The instructions and the paging rules (five a page, Selanjutnya and Kirim Jawaban only when
// answered): tes-diri-paging.test.tsx (screen test, ADR 248).
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
