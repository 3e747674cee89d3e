import { commonMessages, dialogTitles } from '@sehat/core/messages';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { askThroughApi, respondThroughApi, searchForum, uniqueToken } from './support/forum';
import { newAccount, registerThroughApi, withShellPages } from './support/session';
import { expect, test } from './support/test';

const questionsApi = '**/api/forum/questions?*';

test('a visitor reads, but every login-only action says so and leads to /login', async ({
  page,
  browser,
}) => {
  const token = uniqueToken('tamu');
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  await registerThroughApi(author, newAccount());
  const question = await askThroughApi(author.request, { title: `Boleh tanya ${token}` });
  await respondThroughApi(author.request, question.id, 'Jawaban penulis');
  await authorContext.close();

  await searchForum(page, token);
  await expect(page.getByText(forumLabels.statusGuest, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: forumLabels.loginFirst })).toBeDisabled();
  await expect(page.getByRole('button', { name: forumLabels.ask })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: forumLabels.mine })).toBeDisabled();
  await expect(
    page.getByRole('button', { name: `${forumLabels.questionMenu}: Boleh tanya ${token}` }),
  ).toHaveCount(0);

  await page.getByRole('button', { name: `Boleh tanya ${token}`, exact: true }).click();
  const detail = page.getByRole('dialog', { name: `Boleh tanya ${token}` });
  await expect(detail.getByText('Jawaban penulis')).toBeVisible();
  await detail.getByRole('button', { name: forumLabels.upvote }).click();
  const warning = page.getByRole('dialog', { name: dialogTitles.warning });
  await expect(warning).toContainText(forumMessages.loginToVote);
  await warning.getByRole('button').click();
  await page.waitForURL('/login?next=%2Fforum');

  await searchForum(page, token);
  await page.getByRole('button', { name: `Boleh tanya ${token}`, exact: true }).click();
  await page.getByLabel(forumLabels.responseLabel).fill('Ingin membantu');
  await page.getByRole('button', { name: forumLabels.respond, exact: true }).click();
  await expect(page.getByRole('dialog', { name: dialogTitles.warning })).toContainText(
    forumMessages.loginToRespond,
  );
  await page.getByRole('dialog', { name: dialogTitles.warning }).getByRole('button').click();
  await page.waitForURL('/login?next=%2Fforum');
});

test('the empty state says the database has no questions and asks a visitor to log in first', async ({
  page,
  baseURL,
}) => {
  await withShellPages(page, baseURL);
  await page.route(questionsApi, (route) =>
    route.fulfill({ json: { questions: [], total: 0, nextCursor: null } }),
  );
  await page.goto('/forum');
  await expect(page.getByText(forumLabels.emptyTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(forumLabels.emptyText)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: forumMessages.emptyDatabase })).toBeVisible();
  await page.getByRole('button', { name: forumLabels.emptyAsk }).click();
  await expect(page.getByRole('dialog', { name: dialogTitles.warning })).toContainText(
    forumMessages.loginToAsk,
  );
  await page.getByRole('dialog', { name: dialogTitles.warning }).getByRole('button').click();
  await page.waitForURL('/login?next=%2Fforum');
});

test('loading, then an error with Coba Lagi that recovers', async ({ page, baseURL }) => {
  await withShellPages(page, baseURL);
  let failing = true;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(questionsApi, async (route) => {
    if (!failing) return route.continue();
    await held;
    return route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } });
  });
  await page.goto('/forum');
  await expect(page.getByText(forumLabels.loadingQuestions)).toBeVisible();
  release();
  await expect(page.getByText(forumMessages.loadQuestionsFailed)).toBeVisible({ timeout: 20_000 });
  failing = false;
  await page.getByRole('button', { name: commonMessages.retry }).click();
  await expect(page.getByText(/^Menampilkan \d+ dari \d+ pertanyaan$/)).toBeVisible();
});

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
