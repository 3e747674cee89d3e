import type { Browser } from '@playwright/test';
import { dialogTitles } from '@sehat/core/messages';
import {
  forumLabels,
  forumMessages,
  forumModerationLabels,
  forumSafetyLabels,
} from '@sehat/core/forum/messages';
import { adminCredentials } from './support/accounts';
import { askThroughApi, questionCard, searchForum, uniqueToken } from './support/forum';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

/** A logged-in user's browser page of its own. */
async function userPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await registerThroughApi(page, newAccount());
  return page;
}

test('reported by three users a question is hidden; an admin keeps it and it shows again', async ({
  page,
  browser,
}) => {
  const token = uniqueToken('lapor');
  const title = `Jual obat murah ${token}`;
  const author = await userPage(browser);
  const question = await askThroughApi(author.request, { title, desc: 'Hubungi saya sekarang.' });

  // Two users report it quietly; the third does it through the screen.
  for (let i = 0; i < 2; i += 1) {
    const reporter = await userPage(browser);
    const reply = await reporter.request.post(`/api/forum/questions/${question.id}/reports`, {
      data: { reason: 'spam' },
    });
    expect(reply.status()).toBe(201);
  }
  const reporter = await userPage(browser);
  await searchForum(reporter, token);
  await questionCard(reporter, title).getByRole('button', { name: title, exact: true }).click();
  const detail = reporter.getByRole('dialog', { name: title });
  await detail.getByRole('button', { name: forumSafetyLabels.reportQuestion }).click();
  const reportDialog = reporter.getByRole('dialog', { name: forumSafetyLabels.reportTitle });
  await reportDialog.getByRole('button', { name: forumSafetyLabels.reportSubmit }).click();
  await expect(reportDialog.getByText(forumMessages.reportReasonRequired)).toBeVisible();
  await reportDialog.getByRole('radio', { name: forumSafetyLabels.reasons.spam }).check();
  await reportDialog.getByLabel(forumSafetyLabels.reportNote).fill(`Iklan berulang ${token}`);
  await reportDialog.getByRole('button', { name: forumSafetyLabels.reportSubmit }).click();
  const thanks = reporter.getByRole('dialog', { name: dialogTitles.success });
  await expect(thanks).toContainText(forumMessages.reportSent);
  await thanks.getByRole('button').click();
  await reporter.keyboard.press('Escape');

  // Hidden from everyone else now, still there for its author.
  await searchForum(reporter, token);
  await expect(reporter.getByText(forumLabels.noMatchTitle)).toBeVisible();
  await searchForum(author, token);
  await expect(questionCard(author, title)).toContainText(forumSafetyLabels.hidden);

  // An admin reviews it in the moderation screen and keeps it.
  await loginThroughUi(page, adminCredentials.username, adminCredentials.password);
  await page.waitForURL('/admin/users');
  await page.getByRole('navigation').getByRole('link', { name: forumModerationLabels.adminNav }).click();
  await page.waitForURL('/admin/moderasi');
  const item = page.getByRole('article').filter({ hasText: token });
  await expect(item).toContainText(forumModerationLabels.reports(3));
  await expect(item).toContainText(forumModerationLabels.hidden);
  await expect(item).toContainText(`Iklan berulang ${token}`);
  await expect(item).toContainText(forumModerationLabels.reasonCount(forumSafetyLabels.reasons.spam, 3));
  await item.getByRole('button', { name: forumModerationLabels.keep }).click();
  await expect(page.getByRole('status').filter({ hasText: forumModerationLabels.kept })).toBeVisible();
  await expect(item).toHaveCount(0);
  const logRow = page.getByRole('row').filter({ hasText: title });
  await expect(logRow).toContainText(forumModerationLabels.logActions.keep);
  await expect(logRow).toContainText(`@${adminCredentials.username}`);

  // Visible to everyone again.
  await searchForum(reporter, token);
  await expect(questionCard(reporter, title)).toBeVisible();
});
