import { dialogTitles } from '@sehat/core/messages';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { countLine, questionCard, searchForum, uniqueToken } from './support/forum';
import { newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

test('a user asks, edits and deletes; another responds and upvotes; the first sees the count', async ({
  page,
  browser,
}) => {
  const token = uniqueToken('tanya');
  await registerThroughApi(page, newAccount());
  let dialogs = 0;
  page.on('dialog', () => (dialogs += 1));

  // Ask: the required fields first, then a title with markup that must stay text.
  await searchForum(page, token);
  await expect(page.getByText(forumLabels.statusActive, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: forumLabels.ask }).click();
  const panel = page.getByRole('dialog', { name: forumLabels.askTitle });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: forumLabels.submit, exact: true }).click();
  await expect(panel.getByText(forumMessages.titleRequired)).toBeVisible();
  await expect(panel.getByText(forumMessages.descRequired)).toBeVisible();

  const title = `<script>alert("${token}")</script> Sulit tidur ${token}`;
  await panel.getByLabel(forumLabels.titleField, { exact: true }).fill(title);
  await panel.getByLabel(forumLabels.descField, { exact: true }).fill('Baris pertama.\nBaris kedua.');
  await panel.getByRole('radio', { name: forumLabels.tags.neurosis }).check();
  await panel.getByRole('button', { name: forumLabels.submit, exact: true }).click();
  await expect(panel).toBeHidden();

  const card = questionCard(page, title);
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card).toContainText(forumLabels.tags.neurosis);
  await expect(card).toContainText('Baru saja');
  await expect(countLine(page, 1, 1)).toBeVisible();
  expect(dialogs).toBe(0);
  await expect(page.locator('main script')).toHaveCount(0);

  // Edit through the author's menu.
  await card.getByRole('button', { name: `${forumLabels.questionMenu}: ${title}` }).click();
  await page.getByRole('menuitem', { name: forumLabels.edit }).click();
  const editPanel = page.getByRole('dialog', { name: forumLabels.editTitle });
  await expect(editPanel.getByLabel(forumLabels.titleField, { exact: true })).toHaveValue(title);
  const edited = `Sulit tidur tiap malam ${token}`;
  await editPanel.getByLabel(forumLabels.titleField, { exact: true }).fill(edited);
  await editPanel.getByRole('button', { name: forumLabels.update }).click();
  await expect(editPanel).toBeHidden();
  const editedCard = questionCard(page, edited);
  await expect(editedCard).toContainText('(diperbarui');
  await expect(questionCard(page, title)).toHaveCount(0);

  // The author responds to their own question too.
  await editedCard.getByRole('button', { name: edited, exact: true }).click();
  const detail = page.getByRole('dialog', { name: edited });
  // Line breaks typed by the author are kept on screen.
  const desc = detail.getByText(/^Baris pertama\.\s+Baris kedua\.$/);
  await expect(desc).toHaveCSS('white-space', 'pre-line');
  expect(await desc.evaluate((el) => el.textContent)).toBe('Baris pertama.\nBaris kedua.');
  await expect(detail.getByText(forumLabels.noResponses)).toBeVisible();
  await detail.getByRole('button', { name: forumLabels.respond, exact: true }).click();
  await expect(detail.getByText(forumMessages.responseRequired)).toBeVisible();
  await detail.getByPlaceholder(forumLabels.responsePlaceholder).fill('Terima kasih sudah membaca.');
  await detail.getByRole('button', { name: forumLabels.respond, exact: true }).click();
  await expect(detail.getByRole('listitem').filter({ hasText: 'Terima kasih sudah membaca.' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: forumLabels.responsesHeading(1) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // A second user finds it, responds and upvotes the author's response.
  const context = await browser.newContext();
  const helperPage = await context.newPage();
  const helper = await registerThroughApi(helperPage, newAccount());
  await searchForum(helperPage, token);
  await helperPage.getByRole('button', { name: edited, exact: true }).click();
  const helperDetail = helperPage.getByRole('dialog', { name: edited });
  await helperDetail.getByLabel(forumLabels.responseLabel).fill('Semangat!\nKamu tidak sendiri.');
  await helperDetail.getByRole('button', { name: forumLabels.respond, exact: true }).click();
  const ownResponse = helperDetail.getByRole('listitem').filter({ hasText: 'Semangat!' });
  await expect(ownResponse).toContainText(`@${helper.username}`);
  await expect(ownResponse.getByRole('button', { name: forumLabels.editResponse })).toBeVisible();
  await expect(ownResponse.getByRole('button', { name: forumLabels.upvote })).toHaveCount(0);

  const askerResponse = helperDetail.getByRole('listitem').filter({ hasText: 'Terima kasih sudah membaca.' });
  const upvote = askerResponse.getByRole('button', { name: forumLabels.upvote });
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await expect(askerResponse.getByRole('button', { name: forumLabels.editResponse })).toHaveCount(0);
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote).toContainText('1');
  await context.close();

  // The author sees the vote on their response and the new response.
  await page.reload();
  await page.getByLabel(forumLabels.search).fill(token);
  await expect(questionCard(page, edited)).toContainText(forumLabels.responseCount(2));
  await page.getByRole('button', { name: edited, exact: true }).click();
  const again = page.getByRole('dialog', { name: edited });
  await expect(again.getByRole('listitem').filter({ hasText: 'Terima kasih' })).toContainText(
    forumLabels.upvoteCount(1),
  );
  await expect(again.getByRole('listitem').filter({ hasText: 'Semangat!' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Delete: confirm with the title, then the spec's success message.
  await questionCard(page, edited)
    .getByRole('button', { name: `${forumLabels.questionMenu}: ${edited}` })
    .click();
  await page.getByRole('menuitem', { name: forumLabels.delete }).click();
  const confirm = page.getByRole('dialog', { name: dialogTitles.confirmDelete });
  await expect(confirm).toContainText(forumMessages.deleteQuestionConfirm(edited));
  await confirm.getByRole('button', { name: forumLabels.delete }).click();
  const done = page.getByRole('dialog', { name: dialogTitles.success });
  await expect(done).toContainText(forumMessages.deleteQuestionSuccess);
  await done.getByRole('button').click();
  await expect(questionCard(page, edited)).toHaveCount(0);
  await expect(page.getByText(forumLabels.noMatchTitle)).toBeVisible();
});

test('a response is edited inline and deleted by its author', async ({ page }) => {
  const token = uniqueToken('respon');
  await registerThroughApi(page, newAccount());
  const title = `Pertanyaan respon ${token}`;
  await page.request.post('/api/forum/questions', { data: { title, desc: 'Isi.' } });
  await searchForum(page, token);
  await page.getByRole('button', { name: title, exact: true }).click();
  const detail = page.getByRole('dialog', { name: title });
  await detail.getByLabel(forumLabels.responseLabel).fill('Versi pertama');
  await detail.getByRole('button', { name: forumLabels.respond, exact: true }).click();
  const item = detail.getByRole('listitem').filter({ hasText: 'Versi pertama' });

  await item.getByRole('button', { name: forumLabels.editResponse }).click();
  const editor = detail.getByLabel(forumLabels.editResponseLabel);
  await editor.fill('Dibatalkan');
  await detail.getByRole('button', { name: forumLabels.cancelEdit, exact: true }).click();
  await expect(detail.getByText('Versi pertama')).toBeVisible();

  await item.getByRole('button', { name: forumLabels.editResponse }).click();
  await detail.getByLabel(forumLabels.editResponseLabel).fill('Versi kedua');
  await detail.getByRole('button', { name: forumLabels.save, exact: true }).click();
  const updated = detail.getByRole('listitem').filter({ hasText: 'Versi kedua' });
  await expect(updated).toContainText('(diperbarui');

  await updated.getByRole('button', { name: forumLabels.deleteResponse }).click();
  const confirm = page.getByRole('dialog', { name: dialogTitles.confirmDelete });
  await expect(confirm).toContainText(forumMessages.deleteResponseConfirm);
  await confirm.getByRole('button', { name: forumLabels.delete }).click();
  await expect(detail.getByText(forumLabels.noResponses)).toBeVisible();
  await expect(detail.getByRole('heading', { name: forumLabels.responsesHeading(0) })).toBeVisible();
});
