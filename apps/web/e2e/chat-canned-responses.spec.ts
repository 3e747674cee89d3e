import { cannedResponseLabels, chatLabels } from '@sehat/core/chat/messages';
import { createOwnAdmin } from './support/admin';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

test('a counsellor adds a prepared answer and sends it from the inbox with the keyboard', async ({
  browser,
  baseURL,
}) => {
  const token = Date.now().toString(36);
  const title = `Salam ${token}`;
  const answer = `Halo, terima kasih sudah menghubungi kami (${token}).`;
  const admin = await createOwnAdmin(browser, baseURL);
  const user = await (await browser.newContext()).newPage();
  const account = await registerThroughApi(user, newAccount());
  await user.goto('/');
  await user.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = user.getByRole('dialog', { name: e2eSite.counsellorTeam });
  await popup.getByLabel(chatLabels.messageLabel, { exact: true }).fill('Halo, ada orang?');
  await popup.getByLabel(chatLabels.messageLabel, { exact: true }).press('Enter');

  // The screen is reached from the inbox; an answer is added, then one is deleted after a confirm.
  const page = await (await browser.newContext()).newPage();
  await loginThroughUi(page, admin.username, admin.password);
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/chat');
  await page.getByRole('link', { name: cannedResponseLabels.manageLink }).click();
  await expect(page.getByRole('heading', { name: cannedResponseLabels.pageTitle, level: 1 })).toBeVisible();
  for (const [name, text] of [
    [title, answer],
    [`Buang ${token}`, 'Sebentar lagi dihapus.'],
  ]) {
    await page.getByRole('button', { name: cannedResponseLabels.add }).click();
    const form = page.getByRole('form', { name: cannedResponseLabels.addTitle });
    await form.getByLabel(cannedResponseLabels.title, { exact: true }).fill(name!);
    await form.getByLabel(cannedResponseLabels.text, { exact: true }).fill(text!);
    await form.getByRole('button', { name: cannedResponseLabels.save }).click();
    await expect(page.getByRole('heading', { name: name!, level: 3 })).toBeVisible();
  }
  await page.getByRole('button', { name: cannedResponseLabels.removeNamed(`Buang ${token}`) }).click();
  await page.getByRole('dialog').getByRole('button', { name: cannedResponseLabels.removeConfirm }).click();
  await expect(page.getByRole('heading', { name: `Buang ${token}` })).toHaveCount(0);

  // In the conversation: '/' and part of the title filter the list; arrows, Escape and Enter work.
  await page.getByRole('link', { name: cannedResponseLabels.backToInbox }).click();
  await page.getByLabel(chatLabels.searchLabel).fill(account.username);
  await page.getByRole('button', { name: new RegExp(account.fullName) }).click();
  const conversation = page.getByRole('region', { name: account.fullName });
  const field = conversation.getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill(`/salam ${token}`);
  const list = conversation.getByRole('listbox', { name: cannedResponseLabels.listLabel });
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option', { name: new RegExp(title) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await field.press('Escape');
  await expect(list).toBeHidden();
  await field.press('Backspace');
  await expect(list).toBeVisible();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(field).toHaveValue(answer);
  await expect(list).toBeHidden();
  await field.press('Enter');

  await expect(popup.getByRole('log').getByText(answer)).toBeVisible();
});
