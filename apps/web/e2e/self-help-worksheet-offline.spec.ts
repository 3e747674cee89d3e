import type { Page } from '@playwright/test';
import { aktivasiPerilaku } from '@sehat/core/programs/aktivasi-perilaku';
import { programLabels } from '@sehat/core/programs/messages';
import { answerScreening } from './support/screenings';
import { registerThroughApi } from './support/session';
import { expect, test } from './support/test';

const [first] = aktivasiPerilaku.sessions;
const enrolmentPath = `/api/programs/${aktivasiPerilaku.code}/enrolment`;

test.use({ viewport: { width: 360, height: 640 } });

/** After a first visit the service worker controls the site (from the next page load on). */
async function firstVisit(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a member fills a session worksheet offline; it waits on the phone and is saved once when the connection returns', async ({
  page,
  context,
}, testInfo) => {
  await registerThroughApi(page);
  expect((await page.request.post(enrolmentPath)).status()).toBe(201);
  await firstVisit(page);
  await context.setOffline(true);

  // A full page load without a connection, the way people arrive.
  await page.goto(`/program/${aktivasiPerilaku.code}/sesi/1`);
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  await expect(page.getByText(programLabels.offlineFill)).toBeVisible();
  await page.getByRole('textbox', { name: first!.worksheet.fields[0]!.label }).fill('Sulit bangun pagi');
  await answerScreening(page, [1, 1, 1, 1, 1, 1, 0, 0, 0]);
  await page.getByRole('button', { name: programLabels.save }).click();
  await expect(page.getByText(programLabels.queued)).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(0);
  await page.getByText(programLabels.queued).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('worksheet-queued.png') });
  await page.getByRole('button', { name: programLabels.discard }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('worksheet-queued-actions.png') });

  const stored = page.waitForResponse(
    (r) => r.url().endsWith(`/sessions/1/complete`) && r.request().method() === 'POST' && r.ok(),
  );
  await context.setOffline(false);
  await stored;
  await expect(page.getByText(programLabels.alreadyDone)).toBeVisible();
  await expect(page.getByText(programLabels.queued)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: first!.worksheet.fields[0]!.label })).toHaveValue(
    'Sulit bangun pagi',
  );
  expect(await page.evaluate(() => localStorage.getItem('offlineSubmissions'))).toBeNull();
  const detail = await (await page.request.get(enrolmentPath)).json();
  expect(detail.enrolment.completed).toEqual([1]);
  expect(detail.measures).toHaveLength(1);
  expect(await noSidewaysScroll(page)).toBe(0);
  await page.getByText(programLabels.alreadyDone).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('worksheet-saved.png') });

  await page.getByRole('link', { name: programLabels.backToProgram }).click();
  await expect(page.getByText(programLabels.progress(1, 6))).toBeVisible();
});
