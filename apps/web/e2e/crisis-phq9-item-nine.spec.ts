import type { Page } from '@playwright/test';
import { loginLabels } from '@sehat/core/auth/messages';
import { chatLabels, counsellorEntryLabels, resultShareLabels } from '@sehat/core/chat/messages';
import { disclosureHelpMessages } from '@sehat/core/help/messages';
import { crisisMessages } from '@sehat/core/messages';
import { riskLabels } from '@sehat/core/risk/messages';
import { answerLabels } from '@sehat/core/screenings/items';
import { screeningCatalogue, screeningTestMessages } from '@sehat/core/screenings/messages';
import { counsellorFinds } from './support/admin';
import { answerScreening, screeningItem, takeScreening } from './support/screenings';
import { newAccount, submitRegisterForm } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

const checked = (page: Page, nomor: number, value: number) =>
  expect(
    screeningItem(page, nomor).getByRole('radio', { name: answerLabels[value]!, exact: true }),
  ).toBeChecked();

test('PHQ-9 with item 9 = 1 and a low total: help at once while answering, the crisis box first on the result; answers survive reload and Back', async ({
  page,
}) => {
  await page.goto('/tes-diri');
  await page.getByRole('link', { name: new RegExp(screeningCatalogue.phq9.title) }).click();
  await page.waitForURL('/tes-diri/phq-9');
  await answerScreening(page, [0, 1, 0, 0]);

  await page.reload();
  await checked(page, 2, 1);
  await page.getByRole('link', { name: new RegExp(screeningCatalogue.gad7.title) }).click();
  await page.waitForURL('/tes-diri/gad-7');
  await page.goBack();
  await page.waitForURL('/tes-diri/phq-9');
  await checked(page, 4, 0);

  // Help the moment item 9 is answered, before anything is sent (as SRQ-29's item 17).
  await answerScreening(page, [0, 0, 0, 0], 5);
  await expect(page.getByRole('region', { name: disclosureHelpMessages.title })).toHaveCount(0);
  await answerScreening(page, [1], 9);
  const inline = page.getByRole('region', { name: disclosureHelpMessages.title });
  await expect(inline).toBeVisible();
  await expect(inline.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
  await page.getByRole('button', { name: screeningTestMessages.submit }).click();
  await page.waitForURL('/tes-diri/phq-9/hasil');

  const help = page.getByRole('region', { name: crisisMessages.title });
  await expect(help).toBeInViewport();
  await expect(help.getByRole('heading', { name: crisisMessages.title })).toBeFocused();
  const boxTop = (await help.boundingBox())!.y;
  const headingTop = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;
  expect(boxTop).toBeLessThan(headingTop);
  await expect(page.getByRole('heading', { level: 2, name: /Skor 2 dari 27/ })).toBeVisible();

  // The result stays on this device: a reload shows it again, help first.
  await page.reload();
  await expect(page.getByRole('region', { name: crisisMessages.title })).toBeInViewport();
});

test('a visitor shares their PHQ-9 crisis result through registration; the counsellor keeps it Krisis past a reply, until handled with a note', async ({
  page,
  browser,
  baseURL,
}) => {
  await takeScreening(page, 'phq-9', [0, 0, 0, 0, 0, 0, 0, 0, 3]);
  // The counsellor button offers this PHQ-9 result; sharing it goes through registration.
  await page
    .getByRole('region', { name: crisisMessages.title })
    .getByRole('button', { name: counsellorEntryLabels.start })
    .click();
  const talk = page.getByRole('dialog', { name: counsellorEntryLabels.dialogTitle });
  await expect(talk).toContainText('PHQ-9: skor 3');
  await expect(talk).toContainText(counsellorEntryLabels.resultCrisis);
  await talk.getByRole('link', { name: counsellorEntryLabels.shareAndStart }).click();
  await page.waitForURL('/login?next=%2Ftes-diri%2Fphq-9%2Fhasil&chat=1&bagikan=phq9');
  await page.getByRole('link', { name: loginLabels.toRegister }).click();
  await page.waitForURL('/register?next=%2Ftes-diri%2Fphq-9%2Fhasil&chat=1&bagikan=phq9');
  const account = { ...newAccount(), fullName: `Warga PHQ ${Date.now().toString(36)}` };
  await submitRegisterForm(page, account);
  await page.waitForURL('/tes-diri/phq-9/hasil');
  await expect(page.getByRole('dialog', { name: e2eSite.counsellorTeam })).toBeVisible();
  await expect(page.getByRole('region', { name: crisisMessages.title })).toBeVisible();

  // The counsellor: Krisis, with the PHQ-9 card above the thread.
  const {
    entry,
    conversation,
    open,
    backToList,
    page: counsellor,
  } = await counsellorFinds(browser, baseURL, account.fullName);
  await expect(entry).toContainText(chatLabels.riskBadge);
  await open();
  const card = conversation.getByRole('region', { name: resultShareLabels.cardTitle });
  await expect(card).toContainText('PHQ-9');
  await expect(card).toContainText(resultShareLabels.crisisYes);

  // A reply does not end the risk; handling with a note does.
  const field = conversation.getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill('Terima kasih sudah berbagi. Saya di sini untuk Anda.');
  await field.press('Enter');
  await expect(conversation.getByText('Terima kasih sudah berbagi.')).toBeVisible();
  const risk = conversation.getByRole('region', { name: riskLabels.panelTitle });
  await risk.getByRole('button', { name: riskLabels.markHandled }).click();
  await risk
    .getByLabel(riskLabels.noteLabel)
    .fill('Sudah ditanya langsung; aman malam ini, rencana keamanan dibuat.');
  await risk.getByRole('button', { name: riskLabels.save }).click();
  await expect(risk.getByRole('button', { name: riskLabels.markHandled })).toHaveCount(0);
  const signals = risk.getByRole('list');
  await expect(signals).toBeHidden();
  await risk.getByRole('button', { name: riskLabels.signalsToggle(1) }).click();
  await expect(signals).toContainText(riskLabels.sources.phq9);
  await backToList();
  await expect(entry).not.toContainText(chatLabels.riskBadge);
  await counsellor.context().close();
});
