// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { JournalList } from '@sehat/core/education/schemas';
import { educationLabels } from '@sehat/core/education/messages';
import { forumLabels } from '@sehat/core/forum/messages';
import { defaultSiteInfo } from '@sehat/core/site/site-defaults';
import { apiPaths } from '#web/config/paths';
import { watchChatRequests } from '#web/features/chat';
import { questionPage } from '#web/testing/forum';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs, openedChatPopup } from '#web/testing/users';

setUpScreenTests();

const where = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.location.pathname + router.state.location.search + router.state.location.hash;

const noQuestions = http.get(apiPaths.forum.questions, () => HttpResponse.json(questionPage([])));

it('the article link leads to the article room', async () => {
  apiMock.use(
    noQuestions,
    http.get(apiPaths.journals, () =>
      HttpResponse.json({
        journals: [],
        categoryCounts: { neurosis: 0, psikotik: 0, ptsd: 0, depresi: 0, anxiety: 0 },
        total: 0,
        nextCursor: null,
      } satisfies JournalList),
    ),
  );
  const { user, router } = renderApp('/forum');
  await user.click(await screen.findByRole('link', { name: new RegExp(forumLabels.featuredArticles) }));
  await waitFor(() => expect(where(router)).toBe('/edukasi#ruang-artikel'));
  expect(await screen.findByRole('heading', { name: educationLabels.articlesTitle })).toBeTruthy();
});

it('the counsellor chat sends a visitor to log in first, back to the forum with the chat open', async () => {
  apiMock.use(noQuestions);
  const { user, router } = renderApp('/forum');
  await user.click(await screen.findByRole('button', { name: new RegExp(forumLabels.featuredChat) }));
  await waitFor(() => expect(where(router)).toBe('/login?next=%2Fforum&chat=1'));
});

it('the counsellor chat keeps a member on the forum and asks the chat popup to open', async () => {
  apiMock.use(...loggedInAs(aUser()), ...openedChatPopup(), noQuestions);
  let chatRequests = 0;
  const unwatch = watchChatRequests(() => (chatRequests += 1));
  const { user, router } = renderApp('/forum');
  await user.click(await screen.findByRole('button', { name: new RegExp(forumLabels.featuredChat) }));
  await waitFor(() => expect(chatRequests).toBe(1));
  unwatch();
  expect(await screen.findByRole('dialog', { name: defaultSiteInfo.counsellorTeam })).toBeTruthy();
  expect(where(router)).toBe('/forum');
});
