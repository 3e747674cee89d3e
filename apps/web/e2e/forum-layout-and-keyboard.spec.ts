import type { Page } from '@playwright/test';
import { forumLabels } from '@sehat/core/forum/messages';
import { askThroughApi, countLine, respondThroughApi, searchForum, uniqueToken } from './support/forum';
import { newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const width of [320, 390]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the forum, its detail and its ask panel fit without sideways scrolling', async ({ page }) => {
      const token = uniqueToken('sempit');
      await registerThroughApi(page, newAccount());
      const longWord = `Sangatpanjangsekalitanpaspasi${'x'.repeat(40)}`;
      const question = await askThroughApi(page.request, {
        title: `Judul panjang ${token} ${longWord}`,
        desc: `Keterangan ${longWord}`,
        tag: 'ptsd',
      });
      await respondThroughApi(page.request, question.id, `Respon ${longWord}`);
      await searchForum(page, token);
      await expect(countLine(page, 1, 1)).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: question.title, exact: true }).click();
      const detail = page.getByRole('dialog', { name: question.title });
      await expect(detail.getByText(`Respon ${longWord}`)).toBeVisible();
      const box = await detail.boundingBox();
      // Sub-pixel: the panel's opening transform can leave a width of 320.00001 on a 320 px screen.
      expect(Math.round(box!.width)).toBeLessThanOrEqual(width);
      expect(await detail.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: forumLabels.ask }).click();
      const panel = page.getByRole('dialog', { name: forumLabels.askTitle });
      await expect(panel.getByRole('button', { name: forumLabels.submit, exact: true })).toBeInViewport();
      expect(await panel.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    });
  });
}

test('keyboard: open a question, close it with Escape, use the card menu with arrows', async ({ page }) => {
  const token = uniqueToken('papan');
  await registerThroughApi(page, newAccount());
  const title = `Pakai keyboard ${token}`;
  await askThroughApi(page.request, { title });
  await searchForum(page, token);
  await expect(countLine(page, 1, 1)).toBeVisible();

  const open = page.getByRole('button', { name: title, exact: true });
  await open.focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('button', { name: forumLabels.close })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(open).toBeFocused();

  const menuButton = page.getByRole('button', { name: `${forumLabels.questionMenu}: ${title}` });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: forumLabels.edit })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: forumLabels.delete })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: forumLabels.editTitle });
  await expect(edit.getByLabel(forumLabels.titleField, { exact: true })).toBeFocused();
});
