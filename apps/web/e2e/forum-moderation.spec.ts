import { dialogTitles } from '@sehat/core/messages';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { adminCredentials } from './support/accounts';
import { askThroughApi, countLine, questionCard, respondThroughApi, uniqueToken } from './support/forum';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

test('an admin removes an abusive response and a question from /admin/forum-user', async ({
  page,
  browser,
}) => {
  const token = uniqueToken('moderasi');
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await registerThroughApi(user, newAccount());
  const title = `Topik ramai ${token}`;
  const question = await askThroughApi(user.request, { title });
  await respondThroughApi(user.request, question.id, `Kata-kata kasar ${token}`);
  await respondThroughApi(user.request, question.id, 'Tanggapan yang sopan');
  await userContext.close();

  await loginThroughUi(page, adminCredentials.username, adminCredentials.password);
  await page.waitForURL('/admin/users');
  await page.getByRole('navigation').getByRole('link', { name: forumLabels.adminNav, exact: true }).click();
  await page.waitForURL('/admin/forum-user');
  await expect(page.getByText(forumLabels.moderationNote)).toBeVisible();
  await page.getByLabel(forumLabels.search).fill(token);
  await expect(countLine(page, 1, 1)).toBeVisible();

  // Someone else's question: the admin may delete it but not edit it.
  const card = questionCard(page, title);
  await card.getByRole('button', { name: `${forumLabels.questionMenu}: ${title}` }).click();
  await expect(page.getByRole('menuitem', { name: forumLabels.delete })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: forumLabels.edit })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: title, exact: true }).click();
  const detail = page.getByRole('dialog', { name: title });
  const abusive = detail.getByRole('listitem').filter({ hasText: 'Kata-kata kasar' });
  await abusive.getByRole('button', { name: forumLabels.deleteResponse }).click();
  await page
    .getByRole('dialog', { name: dialogTitles.confirmDelete })
    .getByRole('button', { name: forumLabels.delete })
    .click();
  await expect(detail.getByText(`Kata-kata kasar ${token}`)).toHaveCount(0);
  await expect(detail.getByText('Tanggapan yang sopan')).toBeVisible();
  await expect(detail.getByRole('heading', { name: forumLabels.responsesHeading(1) })).toBeVisible();
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: `${forumLabels.questionMenu}: ${title}` }).click();
  await page.getByRole('menuitem', { name: forumLabels.delete }).click();
  await page
    .getByRole('dialog', { name: dialogTitles.confirmDelete })
    .getByRole('button', { name: forumLabels.delete })
    .click();
  await expect(page.getByRole('dialog', { name: dialogTitles.success })).toContainText(
    forumMessages.deleteQuestionSuccess,
  );
  await page.getByRole('dialog', { name: dialogTitles.success }).getByRole('button').click();
  await expect(questionCard(page, title)).toHaveCount(0);

  // Gone for everyone.
  const check = await page.request.get(`/api/forum/questions/${question.id}`);
  expect(check.status()).toBe(404);
});
