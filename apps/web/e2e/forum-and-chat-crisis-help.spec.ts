import { crisisMessages } from '@sehat/core/messages';
import { chatLabels, counsellorEntryLabels } from '@sehat/core/chat/messages';
import { forumLabels, forumSafetyLabels } from '@sehat/core/forum/messages';
import { defaultCrisisContacts } from '@sehat/core/site/site-defaults';
import { questionCard, searchForum, uniqueToken } from './support/forum';
import { newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

const firstPhone = defaultCrisisContacts.find((contact) => contact.type === 'phone')!;

test('a risky forum post waits for its writer, who can talk to a counsellor instead; then a risky chat message', async ({
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

  // Held before it is public (ADR 119): the help leads, the choices follow.
  const hold = page.getByRole('dialog', { name: forumSafetyLabels.holdTitle });
  await expect(hold).toBeVisible();
  await expect(hold.getByRole('heading', { name: forumSafetyLabels.holdTitle })).toBeFocused();
  await expect(hold.getByRole('link', { name: new RegExp(crisisMessages.call) }).first()).toHaveAttribute(
    'href',
    `tel:${firstPhone.type === 'phone' ? firstPhone.number : ''}`,
  );
  await expect(hold.getByRole('button', { name: forumSafetyLabels.holdPostNamed })).toBeVisible();
  await expect(hold.getByRole('button', { name: forumSafetyLabels.anonymous })).toBeVisible();
  // 'Bicara dengan konselor' says what happens, then closes the hold and the panel and opens the chat.
  await hold.getByRole('button', { name: counsellorEntryLabels.start }).click();
  await page
    .getByRole('dialog', { name: counsellorEntryLabels.dialogTitle })
    .getByRole('button', { name: counsellorEntryLabels.startChat })
    .click();
  await expect(hold).toBeHidden();
  await expect(panel).toBeHidden();
  const popup = page.getByRole('dialog', { name: e2eSite.counsellorTeam });
  await expect(popup).toBeVisible();
  // Nothing was posted.
  const posted = await page.request.get(`/api/forum/questions?q=${token}`);
  expect(((await posted.json()) as { total: number }).total).toBe(0);

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

  // The question left for the chat is still there when a new one is started.
  await popup.getByRole('button', { name: chatLabels.closeChat }).click();
  await page.getByRole('button', { name: forumLabels.ask }).click();
  await expect(panel.getByLabel(forumLabels.descField, { exact: true })).toHaveValue(
    'Rasanya sudah ga kuat hidup lagi.',
  );
});

test('posted after the hold, a risky question shows its readers how to respond safely, with the help', async ({
  page,
  browser,
  baseURL,
}) => {
  const token = uniqueToken('peduli');
  await registerThroughApi(page, newAccount());
  await searchForum(page, token);
  await page.getByRole('button', { name: forumLabels.ask }).click();
  const panel = page.getByRole('dialog', { name: forumLabels.askTitle });
  const title = `Sudah tidak sanggup ${token}`;
  await panel.getByLabel(forumLabels.titleField, { exact: true }).fill(title);
  await panel.getByLabel(forumLabels.descField, { exact: true }).fill('Aku ingin mengakhiri hidup.');
  await panel.getByRole('button', { name: forumLabels.submit, exact: true }).click();
  await page
    .getByRole('dialog', { name: forumSafetyLabels.holdTitle })
    .getByRole('button', { name: forumSafetyLabels.anonymous })
    .click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('dialog', { name: forumSafetyLabels.crisisTitle })).toHaveCount(0);

  const reader = await (await browser.newContext({ baseURL })).newPage();
  await searchForum(reader, token);
  await questionCard(reader, title).getByRole('button', { name: title }).click();
  const detail = reader.getByRole('dialog', { name: title });
  await expect(detail).toContainText(forumSafetyLabels.anonymousName);
  const note = detail.getByRole('region', { name: forumSafetyLabels.careTitle });
  await expect(note).toContainText(forumSafetyLabels.carePoints[1]);
  await expect(note.getByRole('link', { name: new RegExp(crisisMessages.call) }).first()).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await reader.context().close();
});
