import type { ServiceHoursResponse } from '@sehat/core/service-hours/schemas';
import { chatLabels } from '@sehat/core/chat/messages';
import { serviceHoursMessages } from '@sehat/core/service-hours/messages';
import { createOwnAdmin } from './support/admin';
import { newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

/**
 * 17:50 in Jakarta (inside the default 09:00–21:00) on a day of the 2040s no other spec's clock
 * uses, different on a retry, so the closed date added here touches no other journey.
 */
function eveningInsideHours(): { now: Date; date: string } {
  const day = new Date(Date.UTC(2041, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000);
  return {
    now: new Date(day.getTime() + 10 * 3_600_000 + 50 * 60_000),
    date: day.toISOString().slice(0, 10),
  };
}

test.use({ viewport: { width: 360, height: 640 } });

test('on a 360×640 phone on a closed day, the chat names the day and its banners wrap, never cut', async ({
  browser,
  baseURL,
  page,
}) => {
  const today = eveningInsideHours();
  const admin = await createOwnAdmin(browser, baseURL);
  const adminContext = await browser.newContext({ baseURL });
  const login = await adminContext.request.post('/api/auth/login', {
    data: { login: admin.username, password: admin.password },
  });
  expect(login.status()).toBe(200);
  const current = (await (
    await adminContext.request.get('/api/chat/service-hours')
  ).json()) as ServiceHoursResponse;
  const saved = await adminContext.request.put('/api/admin/service-hours', {
    data: {
      timezone: current.timezone,
      weekly: current.weekly,
      closedDates: [...current.closedDates, { date: today.date, note: 'Idul Fitri' }],
    },
  });
  expect(saved.status()).toBe(200);
  await adminContext.close();

  await page.clock.install({ time: today.now });
  await registerThroughApi(page, newAccount());
  await page.goto('/forum');
  await page.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = page.getByRole('dialog', { name: e2eSite.counsellorTeam });
  const closedNow = `${serviceHoursMessages.closedToday('Idul Fitri')} ${serviceHoursMessages.openAgain(serviceHoursMessages.tomorrow, '09.00 WIB')}`;
  const help = popup.getByRole('region', { name: serviceHoursMessages.offDuty(closedNow) });
  await expect(help).toBeVisible();

  const field = popup.getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill('Halo, apakah ada yang bertugas?');
  await field.press('Enter');
  // The warning's region has no height of its own: its banner floats over the messages.
  const warning = popup
    .getByRole('status')
    .getByText(new RegExp(`^${serviceHoursMessages.closedToday('Idul Fitri').replace(/[().]/g, '\\$&')}`));
  await expect(warning).toBeVisible();

  // Wrapped, not cut: each text stays inside its box, and the box inside the phone.
  for (const text of [warning, help.locator('#chat-urgent-title span')]) {
    const fits = await text.evaluate((node) => ({
      wide: node.scrollWidth <= node.clientWidth + 1,
      lines: Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)),
      right: node.getBoundingClientRect().right,
    }));
    expect(fits.wide).toBe(true);
    // Wrapped over the box's width, not squeezed into a column beside the toggle.
    expect(fits.lines).toBeGreaterThan(1);
    expect(fits.lines).toBeLessThanOrEqual(4);
    expect(fits.right).toBeLessThanOrEqual(360);
  }
  await page.screenshot({ path: test.info().outputPath('chat-closed-day-360.png') });
});
