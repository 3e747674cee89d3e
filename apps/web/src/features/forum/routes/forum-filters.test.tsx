// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { forumLabels } from '@sehat/core/forum/messages';
import { apiPaths } from '#web/config/paths';
import { aQuestion, questionPage } from '#web/testing/forum';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

// Moved from e2e/forum-search-and-filters.spec.ts (ADR 248). What a search, a tag, the sort and
// mine=1 match on the server is the forum API's own tests (apps/server/.../forum/routes/
// search.test.ts and list.test.ts); here the screen asks for each and shows the answer.

setUpScreenTests();

const member = aUser({ id: 7, username: 'penanya' });
const other = aUser({ id: 8, username: 'lainnya' });
const at = (day: number) => `2026-01-0${day}T08:00:00.000Z`;

/** Newest first, as the server's default order serves them. */
const questions: ForumQuestion[] = [
  aQuestion(member, member, {
    id: 3,
    title: 'Sulit tidur',
    desc: 'Selalu gelisah.',
    tag: 'neurosis',
    createdAt: at(3),
  }),
  aQuestion(member, member, {
    id: 2,
    title: 'Ketakutan setiap malam',
    desc: 'Jantung berdebar kencang.',
    tag: 'ptsd',
    createdAt: at(2),
  }),
  aQuestion(other, member, { id: 1, title: 'Mendengar bisikan', tag: 'psikotik', createdAt: at(1) }),
];

/** The questions API as the screen meets it: each parameter narrows or orders the list. */
function questionsAnswering(requests: URLSearchParams[]) {
  return http.get(apiPaths.forum.questions, ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const q = params.get('q')?.toLowerCase();
    const tag = params.get('tag');
    const shown = questions.filter(
      (question) =>
        (!q || `${question.title} ${question.desc}`.toLowerCase().includes(q)) &&
        (!tag || question.tag === tag) &&
        (params.get('mine') !== '1' || question.mine),
    );
    return HttpResponse.json(questionPage(params.get('sort') === 'terlama' ? shown.reverse() : shown));
  });
}

const listedTitles = () =>
  within(screen.getByRole('list', { name: forumLabels.questionsLabel }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const countLine = (shown: number, total: number) => screen.queryByText(forumLabels.showing(shown, total));
// The search is sent once typing pauses.
const untilSearched = { timeout: 3_000 };

it('search, tag filter, sort and Pertanyaan Saya each change the list', async () => {
  const requests: URLSearchParams[] = [];
  apiMock.use(...loggedInAs(member), questionsAnswering(requests));
  const { user } = renderApp('/forum');
  await waitFor(() => expect(countLine(3, 3)).toBeTruthy());
  expect(listedTitles()).toEqual(['Sulit tidur', 'Ketakutan setiap malam', 'Mendengar bisikan']);

  // Sort: terlama puts the oldest first.
  await user.selectOptions(screen.getByLabelText(forumLabels.sort), 'terlama');
  await waitFor(() =>
    expect(listedTitles()).toEqual(['Mendengar bisikan', 'Ketakutan setiap malam', 'Sulit tidur']),
  );
  expect(requests.at(-1)?.get('sort')).toBe('terlama');
  await user.selectOptions(screen.getByLabelText(forumLabels.sort), 'terbaru');
  await waitFor(() => expect(listedTitles()[0]).toBe('Sulit tidur'));

  // Tag filter.
  await user.click(screen.getByRole('radio', { name: forumLabels.tags.psikotik }));
  await waitFor(() => expect(countLine(1, 1)).toBeTruthy());
  expect(listedTitles()).toEqual(['Mendengar bisikan']);
  expect(requests.at(-1)?.get('tag')).toBe('psikotik');
  await user.click(screen.getByRole('radio', { name: forumLabels.tags.ptsd }));
  await waitFor(() => expect(listedTitles()).toEqual(['Ketakutan setiap malam']));
  await user.click(screen.getByRole('radio', { name: forumLabels.tagAll }));
  await waitFor(() => expect(countLine(3, 3)).toBeTruthy());

  // Pertanyaan Saya: only this member's two.
  const mine = screen.getByRole('switch', { name: forumLabels.mine });
  await user.click(mine);
  await waitFor(() => expect(countLine(2, 2)).toBeTruthy());
  expect(listedTitles()).not.toContain('Mendengar bisikan');
  expect(requests.at(-1)?.get('mine')).toBe('1');
  await user.click(mine);
  await waitFor(() => expect(countLine(3, 3)).toBeTruthy());

  // Search: a word of the description finds its question; the words are sent as typed.
  const search = screen.getByLabelText(forumLabels.search);
  for (const [query, expected] of [
    ['berdebar', 'Ketakutan setiap malam'],
    ['gelis', 'Sulit tidur'],
  ] as const) {
    await user.clear(search);
    await user.type(search, query);
    await waitFor(() => expect(listedTitles()).toEqual([expected]), untilSearched);
    expect(countLine(1, 1)).toBeTruthy();
    expect(requests.at(-1)?.get('q')).toBe(query);
  }
  await user.clear(search);
  await user.type(search, 'psikiater');
  expect(await screen.findByText(forumLabels.noMatchTitle, {}, untilSearched)).toBeTruthy();
});
