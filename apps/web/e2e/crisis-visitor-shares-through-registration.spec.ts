import type { Page } from '@playwright/test';
import { loginLabels } from '@sehat/core/auth/messages';
import { chatLabels, counsellorEntryLabels, resultShareLabels } from '@sehat/core/chat/messages';
import { disclosureHelpMessages } from '@sehat/core/help/messages';
import { crisisMessages } from '@sehat/core/messages';
import { counsellorFinds } from './support/admin';
import { answerAndSubmit } from './support/selftest';
import { newAccount, submitRegisterForm } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

const chatPopup = (page: Page) => page.getByRole('dialog', { name: e2eSite.counsellorTeam });

test('a visitor in crisis gets help at once, shares their result through registration, and the counsellor sees it first', async ({
  page,
  browser,
  baseURL,
}) => {
  // Help the moment item 17 is answered Ya, without stopping the test.
  await page.goto('/tes-diri');
  await answerAndSubmit(page, [17, 25, 26, 27], {
    onCrisisAnswer: async () => {
      const inline = page.getByRole('region', { name: disclosureHelpMessages.title });
      await expect(inline).toBeVisible();
      await expect(inline.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
      await inline.getByRole('button', { name: disclosureHelpMessages.continueTest }).click();
      await expect(page.getByRole('button', { name: disclosureHelpMessages.expand })).toBeFocused();
    },
  });

  const box = page.getByRole('region', { name: crisisMessages.title });
  await expect(box.getByRole('heading', { name: crisisMessages.title })).toBeFocused();
  await expect(box.getByRole('heading', { name: crisisMessages.title })).toBeInViewport();
  // One way to a counsellor, which says what happens before anyone signs in.
  await expect(page.getByRole('button', { name: counsellorEntryLabels.start })).toHaveCount(1);
  await box.getByRole('button', { name: counsellorEntryLabels.start }).click();
  const talk = page.getByRole('dialog', { name: counsellorEntryLabels.dialogTitle });
  await expect(talk).toContainText(counsellorEntryLabels.queue);
  await expect(talk).toContainText(counsellorEntryLabels.signIn);
  await expect(talk.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
  await talk.getByRole('link', { name: counsellorEntryLabels.shareAndStart }).click();

  await page.waitForURL('/login?next=%2Fhasil%2Fptsd&chat=1&bagikan=srq29');
  await expect(page.getByRole('region', { name: counsellorEntryLabels.signInNoticeTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
  // The way back, and the choice, survive switching to registration.
  await page.getByRole('link', { name: loginLabels.toRegister }).click();
  await page.waitForURL('/register?next=%2Fhasil%2Fptsd&chat=1&bagikan=srq29');
  const account = { ...newAccount(), fullName: `Warga Krisis ${Date.now().toString(36)}` };
  await submitRegisterForm(page, account);

  // Their result stayed with them, help first, and the chat is open.
  await page.waitForURL('/hasil/ptsd');
  await expect(page.getByRole('region', { name: 'Gejala PTSD' })).toBeVisible();
  await expect(page.getByRole('region', { name: crisisMessages.title })).toBeVisible();
  await expect(chatPopup(page)).toBeVisible();

  // The counsellor: first in the queue, marked Krisis, with the summary above the thread.
  const {
    page: counsellor,
    entry,
    conversation,
    open,
  } = await counsellorFinds(browser, baseURL, account.fullName);
  await expect(entry).toContainText(chatLabels.riskBadge);
  await open();
  const card = conversation.getByRole('region', { name: resultShareLabels.cardTitle });
  await expect(card).toContainText('Gejala PTSD');
  await expect(card.getByRole('definition').nth(3)).toHaveText(resultShareLabels.crisisYes);
  await counsellor.context().close();
});
