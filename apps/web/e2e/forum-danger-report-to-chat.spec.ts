import { chatLabels } from '@sehat/core/chat/messages';
import { forumModerationLabels, forumSafetyLabels } from '@sehat/core/forum/messages';
import { createOwnAdmin } from './support/admin';
import { askThroughApi, uniqueToken } from './support/forum';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

test('a reader fears for the author; the moderator sees it first and writes to them with the post quoted', async ({
  page,
  browser,
  baseURL,
}) => {
  const token = uniqueToken('bahaya');
  const author = await (await browser.newContext({ baseURL })).newPage();
  await registerThroughApi(author, newAccount());
  const title = `Sudah seminggu tidak keluar kamar ${token}`;
  const question = await askThroughApi(author.request, { title, desc: 'Rasanya semua sia-sia.' });
  const reader = await (await browser.newContext({ baseURL })).newPage();
  await registerThroughApi(reader, newAccount());
  const reported = await reader.request.post(`/api/forum/questions/${question.id}/reports`, {
    data: { reason: 'bahaya' },
  });
  expect(reported.status()).toBe(201);

  const admin = await createOwnAdmin(browser, baseURL);
  await loginThroughUi(page, admin.username, admin.password);
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/moderasi');
  const item = page.getByRole('article').filter({ hasText: token });
  await expect(item).toContainText(forumModerationLabels.riskHint);
  await expect(item).toContainText(forumModerationLabels.reasonCount(forumSafetyLabels.reasons.bahaya, 1));
  await item.getByRole('link', { name: forumModerationLabels.contact }).click();
  await page.waitForURL(/\/admin\/chat\?user=/);
  const composer = page.getByLabel(chatLabels.messageLabel, { exact: true });
  await expect(composer).toHaveValue(new RegExp(`"${title}`));
  await author.context().close();
  await reader.context().close();
});
