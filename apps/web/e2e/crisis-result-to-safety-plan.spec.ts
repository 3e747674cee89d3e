import { crisisMessages } from '@sehat/core/messages';
import { safetyPlanLabels } from '@sehat/core/safety-plan/messages';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { answerAndSubmit } from './support/selftest';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

test('after a crisis result a visitor writes a safety plan on this device and prints it on one page', async ({
  page,
}) => {
  await page.goto('/tes-diri');
  await answerAndSubmit(page, [17]);
  await page.getByRole('link', { name: selftestMessages.seeResult }).click();
  await page.waitForURL('/hasil/normal');
  const help = page.getByRole('region', { name: crisisMessages.title });
  await help.getByRole('link', { name: safetyPlanLabels.crisisLinkText }).click();
  await page.waitForURL('/rencana-keamanan');

  await expect(page.getByText(safetyPlanLabels.deviceNote)).toBeVisible();
  const form = page.getByRole('form', { name: safetyPlanLabels.title });
  await form.getByLabel('Pikiran, perasaan, atau kejadian apa').fill('Tidak bisa tidur\nMenjauh dari teman');
  await form
    .getByRole('group', { name: safetyPlanLabels.contactRow(1) })
    .first()
    .getByLabel(safetyPlanLabels.contactName)
    .fill('Kak Rina');
  await form
    .getByRole('group', { name: safetyPlanLabels.contactRow(1) })
    .first()
    .getByLabel(safetyPlanLabels.contactPhone)
    .fill('0812 3456 7890');
  await form.getByLabel('Apa atau siapa yang paling berarti').fill('Anak saya');
  await form.getByRole('button', { name: safetyPlanLabels.save }).click();
  // Where the eyes are: in view and focused, not above the plan off-screen.
  const saved = page.getByRole('status').filter({ hasText: safetyPlanLabels.saved });
  await expect(saved).toBeInViewport();
  await expect(saved).toBeFocused();

  // Kept on this device only: after a reload it is still there, and the server holds nothing.
  await page.reload();
  const plan = page.getByRole('article', { name: safetyPlanLabels.title });
  await expect(plan.getByText('Menjauh dari teman')).toBeVisible();
  await expect(plan.getByRole('link', { name: /Telepon Kak Rina/ })).toHaveAttribute(
    'href',
    'tel:081234567890',
  );
  expect(await page.evaluate(() => localStorage.getItem('sehat-rencana-keamanan'))).toContain('Kak Rina');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(safetyPlanLabels.printHeading)).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: safetyPlanLabels.edit })).toBeHidden();
  await expect(page.getByText(safetyPlanLabels.deviceNote)).toBeHidden();
  for (const contact of e2eSite.crisisContacts.filter((c) => c.type === 'phone')) {
    await expect(page.getByText(`${contact.name}: ${contact.display}`)).toBeVisible();
  }
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});
