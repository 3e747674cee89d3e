import { chatLabels } from '@sehat/core/chat/messages';
import { serviceHoursLabels, serviceHoursMessages } from '@sehat/core/service-hours/messages';
import { createOwnAdmin } from './support/admin';
import { loginThroughUi, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

/**
 * 10:00 in Jakarta (inside the default 09:00–21:00) on a day of the 2030s no other spec's clock
 * uses, different on a retry, so the closed date this spec adds touches no other journey.
 */
function dayInsideHours(): { now: Date; date: string } {
  const day = new Date(Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000);
  return { now: new Date(day.getTime() + 3 * 3_600_000), date: day.toISOString().slice(0, 10) };
}

test('an admin closes today; the user’s chat says so and when the service opens again', async ({
  browser,
  baseURL,
}) => {
  const today = dayInsideHours();
  const admin = await createOwnAdmin(browser, baseURL);
  const adminPage = await (await browser.newContext({ baseURL })).newPage();
  await loginThroughUi(adminPage, admin.username, admin.password);
  await adminPage.waitForURL(/\/admin\//);
  // Signed in, pages come unrendered: that day's clock cannot upset a hydration.
  await adminPage.clock.install({ time: today.now });
  await adminPage.goto('/admin/chat');
  await adminPage.getByRole('link', { name: serviceHoursLabels.manageLink }).click();

  const form = adminPage.getByRole('form', { name: serviceHoursLabels.pageTitle });
  await form.getByRole('button', { name: serviceHoursLabels.addDate }).click();
  await form.getByLabel(serviceHoursLabels.date, { exact: true }).last().fill(today.date);
  await form.getByLabel(serviceHoursLabels.note, { exact: true }).last().fill('Idul Fitri');
  await form.getByRole('button', { name: serviceHoursLabels.save }).click();
  await expect(adminPage.getByText(serviceHoursLabels.saved)).toBeVisible();
  const closedNow = `${serviceHoursMessages.closedToday('Idul Fitri')} ${serviceHoursMessages.openAgain(serviceHoursMessages.tomorrow, '09.00 WIB')}`;
  await expect(adminPage.getByText(`${serviceHoursLabels.nowClosed} ${closedNow}`)).toBeVisible();

  const userPage = await (await browser.newContext({ baseURL })).newPage();
  await userPage.clock.install({ time: today.now });
  await registerThroughApi(userPage);
  await userPage.goto('/forum');
  await userPage.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = userPage.getByRole('dialog', { name: e2eSite.counsellorTeam });
  await expect(popup.getByRole('region', { name: serviceHoursMessages.offDuty(closedNow) })).toBeVisible();
});
