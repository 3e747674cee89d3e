import { chatLabels } from '@sehat/core/chat/messages';
import { newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

/** A fixed-offset zone in which it is now 03:00–03:59, outside the hours (09–21), whatever the clock says. */
function offHoursZone(): string {
  const offset = ((3 - new Date().getUTCHours() + 36) % 24) - 12; // -12..11
  // Etc/GMT zones count the other way round: UTC+5 is 'Etc/GMT-5'.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

test.use({ viewport: { width: 360, height: 640 }, timezoneId: offHoursZone() });

test('on a 360×640 phone, off duty, the messages keep at least half the chat and the help box can be minimised', async ({
  page,
}) => {
  await registerThroughApi(page, newAccount());
  await page.goto('/forum');
  await page.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = page.getByRole('dialog', { name: e2eSite.counsellorTeam });
  const field = popup.getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill('Halo, saya ingin bercerita');
  await field.press('Enter');
  const log = popup.getByRole('log');
  await expect(log.getByText('Halo, saya ingin bercerita')).toBeVisible();

  // The off-duty box is one line, which opens and closes again.
  const help = popup.getByRole('region', { name: chatLabels.offDuty });
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
