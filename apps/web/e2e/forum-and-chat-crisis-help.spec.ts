import { crisisMessages } from '@sehat/core/messages';
import { chatLabels, counsellorEntryLabels } from '@sehat/core/chat/messages';
import { forumLabels, forumSafetyLabels } from '@sehat/core/forum/messages';
import { defaultCrisisContacts } from '@sehat/core/site/site-defaults';
import { searchForum, uniqueToken } from './support/forum';
import { newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

const firstPhone = defaultCrisisContacts.find((contact) => contact.type === 'phone')!;

test('crisis help shows at once after a risky forum post and after a risky chat message', async ({
  page,
}) => {
  const token = uniqueToken('krisis');
  await registerThroughApi(page, newAccount());

  await searchForum(page, token);
  await page.getByRole('button', { name: forumLabels.ask }).click();
  const panel = page.getByRole('dialog', { name: forumLabels.askTitle });
  await panel.getByLabel(forumLabels.titleField, { exact: true }).fill(`Capek ${token}`);
  await panel.getByLabel(forumLabels.descField, { exact: true }).fill('Rasanya sudah ga kuat hidup lagi.');
  await panel.getByRole('button', { name: forumLabels.submit, exact: true }).click();

  const help = page.getByRole('dialog', { name: forumSafetyLabels.crisisTitle });
  await expect(help).toBeVisible();
  await expect(help.getByRole('heading', { name: forumSafetyLabels.crisisTitle })).toBeFocused();
  await expect(help.getByRole('link', { name: new RegExp(crisisMessages.call) }).first()).toHaveAttribute(
    'href',
    `tel:${firstPhone.type === 'phone' ? firstPhone.number : ''}`,
  );
  // 'Bicara dengan konselor' says what happens, then closes the help and opens the chat.
  await help.getByRole('button', { name: counsellorEntryLabels.start }).click();
  await page
    .getByRole('dialog', { name: counsellorEntryLabels.dialogTitle })
    .getByRole('button', { name: counsellorEntryLabels.startChat })
    .click();
  await expect(help).toBeHidden();
  const popup = page.getByRole('dialog', { name: e2eSite.counsellorTeam });
  await expect(popup).toBeVisible();

  // The same in the chat: the help appears in the popup under the sent message.
  const field = popup.getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill('aku pengen mati aja');
  await field.press('Enter');
  const notice = popup.getByRole('region', { name: chatLabels.crisisTitle });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: new RegExp(crisisMessages.call) }).first()).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await notice.getByRole('button', { name: chatLabels.crisisClose }).click();
  await expect(notice).toBeHidden();

  // An ordinary message brings no help box.
  await field.fill('hp saya mati tadi malam');
  await field.press('Enter');
  await expect(popup.getByRole('log').getByText('hp saya mati tadi malam')).toBeVisible();
  await expect(notice).toBeHidden();
});
