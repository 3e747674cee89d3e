import { chatLabels } from '@sehat/core/chat/messages';
import { notificationMessages } from '@sehat/core/notifications/messages';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { srq29Questions } from '@sehat/core/selftest/srq29';
import { askThroughApi, respondThroughApi, uniqueToken } from './support/forum';
import { submitThroughApi } from './support/selftest';
import { newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

test("Profile → 'Data Saya' opens a readable, printable page of the user's own data", async ({
  page,
  browser,
}) => {
  const account = await registerThroughApi(page, newAccount());
  await submitThroughApi(page.request, [1]);
  const title = `Pertanyaan ${uniqueToken()}`;
  const question = await askThroughApi(page.request, { title });
  const responder = await (await browser.newContext()).newPage();
  await registerThroughApi(responder, newAccount());
  await respondThroughApi(responder.request, question.id, 'Tanggapan yang memberi notifikasi.');
  const { conversation } = (await (await page.request.get('/api/chat/conversation')).json()) as {
    conversation: { id: number };
  };
  await page.request.post(`/api/chat/conversations/${conversation.id}/messages`, {
    data: { message: 'Pesan untuk konselor dari halaman data', clientId: `data-page-${uniqueToken()}` },
  });

  await page.goto('/profile');
  await page.getByRole('link', { name: privacyMessages.viewLink }).click();
  await expect(page).toHaveURL(/\/profile\/data-saya$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: privacyMessages.viewTitle })).toBeVisible();
  const profile = main.getByRole('region', { name: privacyMessages.sectionProfile, exact: true });
  await expect(profile).toContainText(account.username);
  await expect(profile).toContainText(account.email);
  await expect(
    main.getByRole('region', { name: privacyMessages.sectionConsent, exact: true }),
  ).not.toContainText(privacyMessages.consentNotGiven);
  const selftest = main.getByRole('region', { name: privacyMessages.sectionSelftest, exact: true });
  await expect(
    selftest.getByRole('listitem').filter({ hasText: srq29Questions[0]!.pertanyaan }),
  ).toContainText(privacyMessages.yes);
  await expect(
    main.getByRole('region', { name: privacyMessages.sectionQuestions, exact: true }),
  ).toContainText(title);
  await expect(main.getByRole('region', { name: privacyMessages.sectionChat, exact: true })).toContainText(
    'Pesan untuk konselor dari halaman data',
  );
  await expect(
    main.getByRole('region', { name: privacyMessages.sectionNotifications, exact: true }),
  ).toContainText(notificationMessages.forumResponse(title));

  // Printed, only the data remains: no header, footer, buttons or chat launcher.
  const print = main.getByRole('button', { name: privacyMessages.print });
  await expect(print).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: chatLabels.openChat })).toBeHidden();
  await expect(profile).toBeVisible();
});
