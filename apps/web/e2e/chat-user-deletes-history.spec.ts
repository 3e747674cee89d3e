import type { Browser, Page } from '@playwright/test';
import { chatLabels, chatMessages } from '@sehat/core/chat/messages';
import { adminCredentials } from './support/accounts';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

// The note carries the moment as the one formatter writes a date and time (ADR 216).
const deletedNote = new RegExp(
  chatMessages.historyDeletedNote('\\d{1,2} \\p{L}+ \\d{4} pukul \\d{2}\\.\\d{2}'),
  'u',
);

test('a user deletes their chat history from the popup; the counsellor sees it go, with a note', async ({
  browser,
}) => {
  const user = await freshPage(browser);
  const account = await registerThroughApi(user, newAccount());
  await user.goto('/');
  await user.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = user.getByRole('dialog', { name: e2eSite.counsellorTeam });
  const field = popup.getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill('Cerita yang ingin saya hapus nanti');
  await field.press('Enter');
  await expect(popup.getByRole('log').getByText(chatLabels.sent)).toBeVisible();

  // The counsellor has the conversation open.
  const admin = await freshPage(browser);
  await loginThroughUi(admin, adminCredentials.username, adminCredentials.password);
  await admin.waitForURL(/\/admin\//);
  await admin.goto('/admin/chat');
  await admin.getByLabel(chatLabels.searchLabel).fill(account.username);
  await admin.getByRole('button', { name: new RegExp(account.fullName) }).click();
  const conversation = admin.getByRole('region', { name: account.fullName });
  await expect(conversation.getByText('Cerita yang ingin saya hapus nanti')).toBeVisible();

  // The dialog says what goes; cancelling keeps everything.
  const remove = popup.getByRole('button', { name: chatLabels.deleteHistory });
  await remove.click();
  const confirm = user.getByRole('dialog', { name: chatLabels.deleteHistoryTitle });
  await expect(confirm).toContainText(chatLabels.deleteHistoryText);
  await confirm.getByRole('button', { name: chatLabels.deleteHistoryCancel }).click();
  await expect(confirm).toBeHidden();
  await expect(popup.getByText('Cerita yang ingin saya hapus nanti')).toBeVisible();

  await remove.click();
  await confirm.getByRole('button', { name: chatLabels.deleteHistoryConfirm }).click();
  await expect(popup.getByText('Cerita yang ingin saya hapus nanti')).toBeHidden();
  await expect(popup.getByText(deletedNote)).toBeVisible();
  await expect(popup.getByText(chatLabels.emptyConversation)).toBeVisible();

  // The counsellor's open view loses the messages live and shows the note, also after a reload.
  await expect(conversation.getByText('Cerita yang ingin saya hapus nanti')).toBeHidden();
  await expect(conversation.getByText(deletedNote)).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('region', { name: account.fullName }).getByText(deletedNote)).toBeVisible();
});
