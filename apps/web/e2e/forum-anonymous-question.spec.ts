import { dialogTitles } from '@sehat/core/messages';
import { forumLabels, forumMessages, forumSafetyLabels } from '@sehat/core/forum/messages';
import { adminCredentials } from './support/accounts';
import { questionCard, searchForum, uniqueToken } from './support/forum';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

test('an anonymous question as its author, another user and an admin see it', async ({ page, browser }) => {
  const token = uniqueToken('anonim');
  const title = `Malu bercerita ${token}`;
  const author = await registerThroughApi(page, newAccount());

  await searchForum(page, token);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('button', { name: forumLabels.ask }).click();
  const panel = page.getByRole('dialog', { name: forumLabels.askTitle });
  await panel.getByLabel(forumLabels.titleField, { exact: true }).fill(title);
  await panel.getByLabel(forumLabels.descField, { exact: true }).fill('Saya ingin bertanya tanpa nama.');
  await panel.getByRole('checkbox', { name: forumSafetyLabels.anonymous }).check();
  await panel.getByRole('button', { name: forumLabels.submit, exact: true }).click();
  await expect(panel).toBeHidden();

  // The author: their own name, marked as sent anonymously, and still theirs to edit.
  const own = questionCard(page, title);
  await expect(own).toContainText(`@${author.username}`);
  await expect(own).toContainText(forumSafetyLabels.postedAnonymously);
  await expect(own.getByRole('button', { name: `${forumLabels.questionMenu}: ${title}` })).toBeVisible();

  // Another user: 'Anonim', no name, no menu; the answer to it may be anonymous too.
  const otherPage = await (await browser.newContext()).newPage();
  await registerThroughApi(otherPage, newAccount());
  await searchForum(otherPage, token);
  const seen = questionCard(otherPage, title);
  await expect(seen).toContainText(forumSafetyLabels.anonymousName);
  await expect(seen).not.toContainText(author.username);
  await expect(seen.getByRole('button', { name: `${forumLabels.questionMenu}: ${title}` })).toHaveCount(0);
  await seen.getByRole('button', { name: title, exact: true }).click();
  const detail = otherPage.getByRole('dialog', { name: title });
  await expect(detail).not.toContainText(author.username);
  await expect(detail.getByRole('button', { name: forumSafetyLabels.reportQuestion })).toBeVisible();

  // The visitor's page source carries no trace of the author either.
  const visitor = await (await browser.newContext()).newPage();
  await searchForum(visitor, token);
  await expect(questionCard(visitor, title)).toContainText(forumSafetyLabels.anonymousName);
  await expect(questionCard(visitor, title)).not.toContainText(author.username);
  // A visitor who tries to report it is asked to log in first.
  await questionCard(visitor, title).getByRole('button', { name: title, exact: true }).click();
  await visitor.getByRole('button', { name: forumSafetyLabels.reportQuestion }).click();
  const prompt = visitor.getByRole('dialog', { name: dialogTitles.warning });
  await expect(prompt).toContainText(forumMessages.loginToReport);
  await prompt.getByRole('button').click();
  await visitor.waitForURL(/\/login/);

  // An admin sees who wrote it.
  const adminPage = await (await browser.newContext()).newPage();
  await loginThroughUi(adminPage, adminCredentials.username, adminCredentials.password);
  await adminPage.waitForURL('/admin/users');
  await searchForum(adminPage, token, '/admin/forum-user');
  const moderated = questionCard(adminPage, title);
  await expect(moderated).toContainText(`@${author.username}`);
  await expect(moderated).toContainText(forumSafetyLabels.anonymousName);
});
