// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { ForumResponse, VoteResult } from '@sehat/core/forum/contract';
import { forumLabels } from '@sehat/core/forum/messages';
import { apiPaths } from '#web/config/paths';
import { aQuestion, aResponse, naming, questionPage, responsePage } from '#web/testing/forum';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

// Moved from e2e/forum-responses-by-votes.spec.ts (ADR 248). The server's order by votes is
// its own test (apps/server/.../forum/routes/responses-sort.test.ts); here the reader's vote
// and the order the detail asks for.

setUpScreenTests();

const reader = aUser({ id: 7, username: 'pembaca' });
const other = aUser({ id: 8, username: 'lainnya' });
const title = 'Susah fokus bekerja';
const question = aQuestion(reader, reader, { title, responseCount: 2 });

it('a reader upvotes the newer response and "Paling Membantu" puts it first', async () => {
  const responses: ForumResponse[] = [
    aResponse(reader, reader, { id: 21, text: 'Respon lama: coba teknik pomodoro.' }),
    aResponse(other, reader, { id: 22, text: 'Respon baru: istirahat yang cukup.' }),
  ];
  const sortsAsked: (string | null)[] = [];
  apiMock.use(
    ...loggedInAs(reader),
    http.get(apiPaths.forum.questions, () => HttpResponse.json(questionPage([question]))),
    http.get(apiPaths.forum.question(question.id), () => HttpResponse.json({ question })),
    http.get(apiPaths.forum.responses(question.id), ({ request }) => {
      const sort = new URL(request.url).searchParams.get('sort');
      sortsAsked.push(sort);
      const ordered = sort === 'membantu' ? [...responses].sort((a, b) => b.vote - a.vote) : responses;
      return HttpResponse.json(responsePage(ordered));
    }),
    http.put(apiPaths.forum.vote(22), () => {
      responses[1] = { ...responses[1]!, vote: 1, userVoted: true };
      const result: VoteResult = { action: 'added', vote: 1 };
      return HttpResponse.json(result);
    }),
  );
  const { user } = renderApp('/forum');
  await user.click(await screen.findByRole('button', { name: title }));
  const detail = await screen.findByRole('dialog', { name: title });
  const items = () => within(detail).getAllByRole('listitem');
  await waitFor(() => expect(items()).toHaveLength(2));
  expect(items()[0]!.textContent).toContain('Respon lama');

  const newer = items().find((item) => item.textContent?.includes('Respon baru'))!;
  const upvote = within(newer).getByRole('button', { name: naming(forumLabels.upvote) });
  await user.click(upvote);
  await waitFor(() => expect(upvote.getAttribute('aria-pressed')).toBe('true'));
  // A vote does not move a response under the reader's pointer.
  expect(items()[0]!.textContent).toContain('Respon lama');

  const order = within(detail).getByLabelText(forumLabels.responseSort);
  expect((order as HTMLSelectElement).value).toBe('terlama');
  await user.selectOptions(order, forumLabels.responseSortOptions.membantu);
  await waitFor(() => expect(items()[0]!.textContent).toContain('Respon baru'));
  expect(within(items()[0]!).getByRole('button', { name: naming(forumLabels.upvote) }).textContent).toContain(
    '1',
  );
  expect(items()[1]!.textContent).toContain('Respon lama');
  expect(sortsAsked.at(-1)).toBe('membantu');

  await user.selectOptions(order, forumLabels.responseSortOptions.terlama);
  await waitFor(() => expect(items()[0]!.textContent).toContain('Respon lama'));
});
