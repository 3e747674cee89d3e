import { commonMessages, dialogTitles } from '@sehat/core/messages';
import { loginLabels } from '@sehat/core/auth/messages';
import { profileLabels, profileMessages } from '@sehat/core/profile/messages';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { askThroughApi, questionCard, respondThroughApi, searchForum, uniqueToken } from './support/forum';
import { newAccount, registerThroughApi, submitRegisterForm } from './support/session';
import { expect, test } from './support/test';

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

test('every other forum action that fails says which one; a failed response list offers Coba Lagi', async ({
  page,
  browser,
}) => {
  const token = uniqueToken('gagal');
  await registerThroughApi(page, newAccount());
  const title = `Semua tertahan ${token}`;
  const question = await askThroughApi(page.request, { title });
  await respondThroughApi(page.request, question.id, 'Respon saya sendiri');
  const other = await browser.newContext();
  await registerThroughApi(await other.newPage(), newAccount());
  await respondThroughApi(other.request, question.id, 'Respon orang lain');
  await other.close();

  // Every write goes nowhere: each failure names its action and gives the retry hint.
  await page.route('**/api/forum/**', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.abort('connectionrefused'),
  );
  // The responses fail to load once (a 4xx, so the app does not retry by itself).
  let responsesFail = true;
  await page.route(`**/api/forum/questions/${question.id}/responses*`, (route) =>
    responsesFail && route.request().method() === 'GET'
      ? route.fulfill({ status: 400, json: { error: { code: 'X', message: 'x' } } })
      : route.fallback(),
  );
  await searchForum(page, token);
  const failure = page.getByRole('dialog', { name: dialogTitles.failure, exact: true });
  const expectFailure = async (action: string) => {
    await expect(failure).toContainText(`${action}. ${forumMessages.retryHint}`);
    await failure.getByRole('button').click();
    await expect(failure).toBeHidden();
  };

  const card = questionCard(page, title);
  await card.getByRole('button', { name: `${forumLabels.questionMenu}: ${title}` }).click();
  await page.getByRole('menuitem', { name: forumLabels.edit }).click();
  const editPanel = page.getByRole('dialog', { name: forumLabels.editTitle });
  await editPanel.getByLabel(forumLabels.titleField, { exact: true }).fill(`${title} diubah`);
  await editPanel.getByRole('button', { name: forumLabels.update }).click();
  await expectFailure(forumMessages.updateQuestionFailed);
  await editPanel.getByRole('button', { name: forumLabels.formCancel }).click();
  await expect(editPanel).toBeHidden();

  await card.getByRole('button', { name: title, exact: true }).click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByText(forumMessages.loadFailed)).toBeVisible();
  responsesFail = false;
  await detail.getByRole('button', { name: commonMessages.retry }).click();
  const mine = detail.getByRole('listitem').filter({ hasText: 'Respon saya sendiri' });
  const theirs = detail.getByRole('listitem').filter({ hasText: 'Respon orang lain' });
  await expect(mine).toBeVisible();

  await detail.getByLabel(forumLabels.responseLabel).fill('Tidak akan terkirim');
  await detail.getByRole('button', { name: forumLabels.respond, exact: true }).click();
  await expectFailure(forumMessages.createResponseFailed);
  await expect(detail.getByLabel(forumLabels.responseLabel)).toHaveValue('Tidak akan terkirim');

  await mine.getByRole('button', { name: forumLabels.editResponse }).click();
  await detail.getByLabel(forumLabels.editResponseLabel).fill('Versi yang tidak tersimpan');
  await detail.getByRole('button', { name: forumLabels.save, exact: true }).click();
  await expectFailure(forumMessages.updateResponseFailed);
  await detail.getByRole('button', { name: forumLabels.cancelEdit, exact: true }).click();

  await mine.getByRole('button', { name: forumLabels.deleteResponse }).click();
  await page
    .getByRole('dialog', { name: dialogTitles.confirmDelete })
    .getByRole('button', { name: forumLabels.delete })
    .click();
  await expectFailure(forumMessages.deleteResponseFailed);
  await expect(mine).toBeVisible();

  await theirs.getByRole('button', { name: forumLabels.upvote }).click();
  await expectFailure(forumMessages.voteFailed);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Deleting the question: without an answer the spec's text; with one, the server's reason.
  const deleteQuestion = async () => {
    await card.getByRole('button', { name: `${forumLabels.questionMenu}: ${title}` }).click();
    await page.getByRole('menuitem', { name: forumLabels.delete }).click();
    await page
      .getByRole('dialog', { name: dialogTitles.confirmDelete })
      .getByRole('button', { name: forumLabels.delete })
      .click();
  };
  await deleteQuestion();
  await expect(failure).toContainText(forumMessages.deleteQuestionFailed);
  await failure.getByRole('button').click();
  await page.unroute('**/api/forum/**');
  await page.route(`**/api/forum/questions/${question.id}`, (route) =>
    route.fulfill({
      status: 403,
      json: { error: { code: 'FORBIDDEN', message: forumMessages.cannotDeleteQuestion } },
    }),
  );
  await deleteQuestion();
  await expect(failure).toContainText(forumMessages.cannotDeleteQuestion);
  await failure.getByRole('button').click();
  await expect(card).toBeVisible();

  // Deleted, but the list cannot be reloaded: a warning says both.
  await page.unroute(`**/api/forum/questions/${question.id}`);
  await page.route('**/api/forum/questions?*', (route) =>
    route.fulfill({ status: 400, json: { error: { code: 'X', message: 'x' } } }),
  );
  await deleteQuestion();
  await expect(page.getByRole('dialog', { name: dialogTitles.warning })).toContainText(
    forumMessages.deleteQuestionRefreshFailed,
  );
});

test('the profile says when it cannot be loaded, and when a save failed and why', async ({ page }) => {
  await registerThroughApi(page, newAccount());
  let failing = true;
  await page.route('**/api/profile', (route) =>
    failing && route.request().method() === 'GET'
      ? route.fulfill({ status: 400, json: { error: { code: 'X', message: 'x' } } })
      : route.fallback(),
  );
  await page.goto('/profile');
  await expect(page.getByText(profileMessages.loadFailed)).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: commonMessages.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: profileLabels.title })).toBeVisible();

  await page.route('**/api/profile', (route) =>
    route.request().method() === 'PATCH' ? route.abort('connectionrefused') : route.fallback(),
  );
  await page.getByRole('button', { name: profileLabels.edit }).click();
  await page.getByLabel(profileLabels.fullName).fill('Nama yang tidak tersimpan');
  await page.getByRole('button', { name: profileLabels.save }).click();
  await page.getByRole('dialog').getByRole('button', { name: commonMessages.yes }).click();
  await expect(page.getByRole('alert')).toHaveText(`${profileMessages.saveFailed} ${commonMessages.network}`);
  await expect(page.getByLabel(profileLabels.fullName)).toHaveValue('Nama yang tidak tersimpan');
});
