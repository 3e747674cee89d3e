import { expect, test } from '@playwright/test';
import { commonMessages, dialogTitles } from '@sehat/core/messages';
import { loginLabels } from '@sehat/core/auth/messages';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { searchForum, uniqueToken } from './support/forum';
import { newAccount, registerThroughApi, submitRegisterForm } from './support/session';

// Spec §8: each failure in its situation. The failing call is stubbed in the browser.

test('login and registration say so when the server cannot be reached', async ({ page }) => {
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await page.route('**/api/auth/register', (route) => route.abort('connectionrefused'));

  await page.goto('/login');
  await page.getByLabel(loginLabels.username, { exact: true }).fill('siapa');
  await page.getByLabel(loginLabels.password, { exact: true }).fill('rahasia123');
  await page.getByRole('button', { name: loginLabels.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(commonMessages.network);

  await page.goto('/register');
  await submitRegisterForm(page, newAccount());
  await expect(page.getByRole('alert')).toHaveText(commonMessages.network);
  await expect(page).toHaveURL('/register');
});

test('a forum failure opens a dialog titled Gagal: the retry hint without an answer, the reason with one', async ({
  page,
}) => {
  const token = uniqueToken('gagal');
  await registerThroughApi(page, newAccount());
  await searchForum(page, token);

  let answer: 'none' | 'reason' = 'none';
  await page.route('**/api/forum/questions', (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    if (answer === 'none') return route.abort('connectionrefused');
    return route.fulfill({
      status: 429,
      json: { error: { code: 'RATE_LIMITED', message: forumMessages.questionRateLimited(30) } },
    });
  });

  await page.getByRole('button', { name: forumLabels.ask }).click();
  const panel = page.getByRole('dialog', { name: forumLabels.askTitle });
  await panel.getByLabel(forumLabels.titleField, { exact: true }).fill(`Tidak terkirim ${token}`);
  await panel.getByLabel(forumLabels.descField, { exact: true }).fill('Isi pertanyaan.');
  await panel.getByRole('button', { name: forumLabels.submit, exact: true }).click();
  const failure = page.getByRole('dialog', { name: dialogTitles.failure });
  await expect(failure).toContainText(`${forumMessages.createQuestionFailed}. ${forumMessages.retryHint}`);
  await failure.getByRole('button').click();
  await expect(failure).toBeHidden();

  answer = 'reason';
  await panel.getByRole('button', { name: forumLabels.submit, exact: true }).click();
  await expect(failure).toContainText(
    `${forumMessages.createQuestionFailed}: ${forumMessages.questionRateLimited(30)}`,
  );
  await failure.getByRole('button').click();
  // The panel keeps what the user wrote, to send again later.
  await expect(panel.getByLabel(forumLabels.titleField, { exact: true })).toHaveValue(
    `Tidak terkirim ${token}`,
  );
});
