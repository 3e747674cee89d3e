import { forumLabels } from '@sehat/core/forum/messages';
import { askThroughApi, respondThroughApi, searchForum, uniqueToken } from './support/forum';
import { newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

test('a reader upvotes the newer response and "Paling Membantu" puts it first', async ({ page, browser }) => {
  const token = uniqueToken('urut');
  const title = `Susah fokus bekerja ${token}`;
  await registerThroughApi(page, newAccount());
  const question = await askThroughApi(page.request, { title });
  await respondThroughApi(page.request, question.id, 'Respon lama: coba teknik pomodoro.');

  const context = await browser.newContext();
  const other = await context.newPage();
  await registerThroughApi(other, newAccount());
  await respondThroughApi(other.request, question.id, 'Respon baru: istirahat yang cukup.');
  await context.close();

  await searchForum(page, token);
  await page.getByRole('button', { name: title, exact: true }).click();
  const detail = page.getByRole('dialog', { name: title });
  const responses = detail.getByRole('listitem');
  await expect(responses).toHaveCount(2);
  await expect(responses.first()).toContainText('Respon lama');

  const newer = responses.filter({ hasText: 'Respon baru' });
  await newer.getByRole('button', { name: forumLabels.upvote }).click();
  await expect(newer.getByRole('button', { name: forumLabels.upvote })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A vote does not move a response under the reader's pointer.
  await expect(responses.first()).toContainText('Respon lama');

  const order = detail.getByLabel(forumLabels.responseSort);
  await expect(order).toHaveValue('terlama');
  await order.selectOption({ label: forumLabels.responseSortOptions.membantu });
  await expect(responses.first()).toContainText('Respon baru');
  await expect(responses.first().getByRole('button', { name: forumLabels.upvote })).toContainText('1');
  await expect(responses.last()).toContainText('Respon lama');

  await order.selectOption({ label: forumLabels.responseSortOptions.terlama });
  await expect(responses.first()).toContainText('Respon lama');
});
