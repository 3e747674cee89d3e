import { shiftLabels } from '@sehat/core/shifts/messages';
import { createOwnAdmin } from './support/admin';
import { loginThroughUi } from './support/session';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 180_000 });
test.use({ reducedMotion: 'reduce' });

const sizes = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const sidewaysScroll = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('admin: the shift week and the coverage section fit a phone and a desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await createOwnAdmin(browser, baseURL);
  await loginThroughUi(page, admin.username, admin.password);
  await page.waitForURL(/\/admin\//);
  const { user } = await (await page.request.get('/api/auth/session')).json();
  // The admin is offline: their shifts change nobody's assignment in the other journeys.
  const saved = await page.request.put('/api/admin/shifts', {
    data: {
      shifts: [
        { counsellorId: user.id, day: 1, start: '09:00', end: '17:00' },
        { counsellorId: user.id, day: 5, start: '22:00', end: '00:00' },
      ],
    },
  });
  expect(saved.status()).toBe(200);

  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/admin/chat/shift');
    const form = page.getByRole('form', { name: shiftLabels.pageTitle });
    await expect(form).toBeVisible();
    await expect(form.getByRole('region', { name: 'Senin' }).getByLabel(shiftLabels.start)).toHaveValue(
      '09:00',
    );
    await form.getByRole('button', { name: shiftLabels.addOn('Sabtu') }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('region', { name: 'Sabtu' }).getByLabel(shiftLabels.end)).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`shifts-${size.name}.png`), fullPage: true });

    await page.goto('/admin/laporan');
    const coverage = page.getByRole('region', { name: shiftLabels.coverageTitle, exact: true });
    await expect(coverage.getByRole('table')).toBeVisible();
    await expect(coverage.getByRole('table').getByRole('rowheader')).toHaveCount(24);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await coverage.scrollIntoViewIfNeeded();
    await coverage.screenshot({ path: test.info().outputPath(`coverage-${size.name}.png`) });
  }
});
