import { checkinLabels } from '@sehat/core/checkins/messages';
import { quickExitLabels } from '@sehat/core/quick-exit/messages';
import { safetyPlanLabels } from '@sehat/core/safety-plan/messages';
import { inBothThemes } from './support/axe';
import { registerThroughApi } from './support/session';
import { expect, test } from './support/test';

// The safety plan, check-in and service screens, in both themes (this spec runs on the desktop
// and the phone project): axe finds no serious or critical problem on any of them.
test.describe.configure({ timeout: 300_000 });
// Switching theme eases colours for 150 ms; axe must read the settled ones (reduced motion ends
// transitions at once, as it does for people who ask for it).
test.use({ reducedMotion: 'reduce' });

test('visitor: the safety plan (empty, written, Keluar cepat help), services, the check-in offer', async ({
  page,
}) => {
  await page.goto('/rencana-keamanan');
  await inBothThemes(page, 'safety plan form');
  await page.getByRole('button', { name: safetyPlanLabels.save }).click();
  await page.getByLabel('Apa atau siapa yang paling berarti').fill('Anak saya');
  await page
    .getByRole('group', { name: safetyPlanLabels.contactRow(1) })
    .first()
    .getByLabel(safetyPlanLabels.contactPhone)
    .fill('bukan nomor');
  await page.getByRole('button', { name: safetyPlanLabels.save }).click();
  await inBothThemes(page, 'safety plan form with errors');
  await page
    .getByRole('group', { name: safetyPlanLabels.contactRow(1) })
    .first()
    .getByLabel(safetyPlanLabels.contactPhone)
    .fill('');
  await page.getByRole('button', { name: safetyPlanLabels.save }).click();
  await expect(page.getByRole('article', { name: safetyPlanLabels.title })).toBeVisible();
  await inBothThemes(page, 'written safety plan');
  await page.getByRole('button', { name: quickExitLabels.help }).click();
  await inBothThemes(page, 'Keluar cepat help');
  await page.keyboard.press('Escape');

  await page.goto('/layanan');
  await inBothThemes(page, 'services');
  await page.goto('/layanan?provinsi=Aceh&jenis=psikolog');
  await inBothThemes(page, 'services, none found');
  await page.goto('/cek-kabar');
  await inBothThemes(page, 'check-in offer for a visitor');
});

test('user: the check-in offer, schedule, question and a crisis answer', async ({ page }) => {
  await registerThroughApi(page);
  await page.goto('/cek-kabar');
  await inBothThemes(page, 'check-in offer');
  await page.getByRole('button', { name: checkinLabels.offerAccept }).click();
  await expect(page.getByText(checkinLabels.scheduledText)).toBeVisible();
  await inBothThemes(page, 'check-in schedule');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: checkinLabels.question })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await inBothThemes(page, 'check-in question');
  await page.getByRole('button', { name: new RegExp(checkinLabels.answers.bahaya.label) }).click();
  await expect(page.getByRole('heading', { name: checkinLabels.thanks.bahaya })).toBeVisible();
  await inBothThemes(page, 'check-in answered, crisis');
});
