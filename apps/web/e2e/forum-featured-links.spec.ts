import { forumLabels } from '@sehat/core/forum/messages';
import { newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

// The forum's states and a visitor's login-only actions: features/forum/routes/forum-states.test.tsx.

test('featured links: the article room, and the counsellor chat (login first for a visitor)', async ({
  page,
}) => {
  await page.goto('/forum');
  await page.getByRole('link', { name: new RegExp(forumLabels.featuredArticles) }).click();
  await page.waitForURL('/edukasi#ruang-artikel');

  await page.goto('/forum');
  await page.getByRole('button', { name: new RegExp(forumLabels.featuredChat) }).click();
  await page.waitForURL('/login?next=%2Fforum&chat=1');

  // A logged-in user stays on the forum: the link asks the chat popup to open.
  await registerThroughApi(page, newAccount());
  await page.goto('/forum');
  await page.getByRole('button', { name: new RegExp(forumLabels.featuredChat) }).click();
  await expect(page).toHaveURL(/\/forum$/);
});
