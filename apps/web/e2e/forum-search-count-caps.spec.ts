import type { QuestionPage } from '@sehat/core/forum/contract';
import { forumLabels } from '@sehat/core/forum/messages';
import { askThroughApi, searchForum, uniqueToken } from './support/forum';
import { newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

test("a search whose count stopped at the cap says 'X dari 100+' (ADRs 89, 96)", async ({ page }) => {
  const token = uniqueToken('banyak');
  await registerThroughApi(page, newAccount());
  await askThroughApi(page.request, { title: `Pertanyaan ${token}` });
  // More matches than the cap cannot be posted here quickly: the server's real answer is
  // passed on with its count marked as stopped at the cap, as the API tests show it does.
  await page.route(`**/api/forum/questions?*q=${token}*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as QuestionPage;
    await route.fulfill({ response, json: { ...body, total: 100, totalCapped: true } });
  });

  await searchForum(page, token);
  await expect(page.getByText(forumLabels.showing(1, 100, true), { exact: true })).toBeVisible();
  await expect(page.getByText('Menampilkan 1 dari 100+ pertanyaan', { exact: true })).toBeVisible();
});
