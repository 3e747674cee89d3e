import { crisisMessages } from '@sehat/core/messages';
import { loginLabels } from '@sehat/core/auth/messages';
import { chatLabels } from '@sehat/core/chat/messages';
import { resultLabels } from '@sehat/core/selftest/messages';
import { answerAndSubmit, takeTest } from './support/selftest';
import { newAccount, registerThroughApi, submitRegisterForm } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

const chatPopup = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: e2eSite.counsellorTeam });

test('a visitor in crisis registers from the help box and arrives at their result with the chat open', async ({
  page,
}) => {
  await takeTest(page, [17, 25, 26, 27]);
  const box = page.getByRole('region', { name: crisisMessages.title });
  const heading = box.getByRole('heading', { name: crisisMessages.title });
  // On a phone too: the heading is on screen and focused right after sending.
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(box).toContainText(crisisMessages.danger);

  await box.getByRole('link', { name: crisisMessages.chatLogin }).click();
  await page.waitForURL('/login?next=%2Fhasil%2Fptsd&chat=1');
  // The way back survives switching to registration.
  await page.getByRole('link', { name: loginLabels.toRegister }).click();
  await page.waitForURL('/register?next=%2Fhasil%2Fptsd&chat=1');
  await submitRegisterForm(page, newAccount());

  await page.waitForURL('/hasil/ptsd');
  // Their result stayed with them, help first, and the chat is open with the crisis numbers.
  await expect(page.getByRole('region', { name: 'Gejala PTSD' })).toBeVisible();
  await expect(page.getByRole('region', { name: crisisMessages.title })).toBeVisible();
  const popup = chatPopup(page);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
  await popup.getByLabel(chatLabels.messageLabel, { exact: true }).fill('Saya butuh teman bicara');
  await popup.getByLabel(chatLabels.messageLabel, { exact: true }).press('Enter');
  await expect(popup.getByRole('log').getByText('Saya butuh teman bicara')).toBeVisible();
});

test('a user logging in from the result page comes back to it with the chat open', async ({ browser }) => {
  const setup = await browser.newContext();
  const account = await registerThroughApi(await setup.newPage());
  await setup.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/tes-diri');
  await answerAndSubmit(page, [17]);
  await page.getByRole('link', { name: 'Lihat Hasil Saya' }).click();
  await page.waitForURL('/hasil/normal');
  await page
    .getByRole('region', { name: crisisMessages.title })
    .getByRole('link', { name: crisisMessages.chatLogin })
    .click();
  await page.waitForURL('/login?next=%2Fhasil%2Fnormal&chat=1');
  await page.getByLabel(loginLabels.username, { exact: true }).fill(account.username);
  await page.getByLabel(loginLabels.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: loginLabels.submit }).click();
  await page.waitForURL('/hasil/normal');
  await expect(chatPopup(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: resultLabels.pageTitle, level: 1 })).toBeVisible();
  await context.close();
});
