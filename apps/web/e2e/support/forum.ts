import type { APIRequestContext, Page } from '@playwright/test';
import type { ForumQuestion, ForumResponse } from '@sehat/core/forum/contract';
import { forumLabels } from '@sehat/core/forum/messages';

/** A word no other spec (or run) uses, to find this spec's questions on the shared server. */
export function uniqueToken(prefix = 'uji'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Asks a question through the API as whoever `request` is logged in as. */
export async function askThroughApi(
  request: APIRequestContext,
  body: { title: string; desc?: string; tag?: string | null },
): Promise<ForumQuestion> {
  const response = await request.post('/api/forum/questions', {
    data: { desc: 'Keterangan pertanyaan uji.', ...body },
  });
  if (response.status() !== 201) throw new Error(`ask failed: ${await response.text()}`);
  return ((await response.json()) as { question: ForumQuestion }).question;
}

export async function respondThroughApi(
  request: APIRequestContext,
  questionId: number,
  text: string,
): Promise<ForumResponse> {
  const response = await request.post(`/api/forum/questions/${questionId}/responses`, { data: { text } });
  if (response.status() !== 201) throw new Error(`respond failed: ${await response.text()}`);
  return ((await response.json()) as { response: ForumResponse }).response;
}

/** Opens the forum and narrows the list to questions containing `token`. */
export async function searchForum(page: Page, token: string, path = '/forum'): Promise<void> {
  await page.goto(path);
  await page.getByLabel(forumLabels.search).fill(token);
}

/** The card of the question titled `title`. */
export function questionCard(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

/** The count line 'Menampilkan X dari Y pertanyaan'. */
export function countLine(page: Page, shown: number, total: number) {
  return page.getByText(forumLabels.showing(shown, total), { exact: true });
}
