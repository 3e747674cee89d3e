import { chatLabels } from '@sehat/core/chat/messages';
import { serviceHoursMessages as hours } from '@sehat/core/service-hours/messages';
import { newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

// 03:00 in Jakarta, the default service hours' zone: outside 09:00–21:00.
const earlyMorning = new Date('2026-11-23T20:00:00Z');

test.use({ viewport: { width: 360, height: 640 } });

test('on a 360×640 phone, off duty, the messages keep at least half the chat and the help box can be minimised', async ({
  page,
}) => {
  await page.clock.install({ time: earlyMorning });
  await registerThroughApi(page, newAccount());
  await page.goto('/forum');
  await page.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = page.getByRole('dialog', { name: e2eSite.counsellorTeam });
  const field = popup.getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill('Halo, saya ingin bercerita');
  await field.press('Enter');
  const log = popup.getByRole('log');
  await expect(log.getByText('Halo, saya ingin bercerita')).toBeVisible();

  // The off-duty box says when the service opens, its title wrapped; it opens and closes again.
  const offDuty = hours.offDuty(hours.nextOpen(hours.today, '09.00 WIB'));
  const help = popup.getByRole('region', { name: offDuty });
  const toggle = help.getByRole('button', { name: chatLabels.showHelp });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(help.getByRole('link', { name: /112/ })).toBeVisible();
  await help.getByRole('button', { name: chatLabels.hideHelp }).click();
  await expect(help.getByRole('link', { name: /112/ })).toBeHidden();

  const popupBox = (await popup.boundingBox())!;
  const logBox = (await log.boundingBox())!;
  expect(logBox.height).toBeGreaterThanOrEqual(popupBox.height / 2);
});
