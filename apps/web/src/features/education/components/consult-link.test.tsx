// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { JournalList } from '@sehat/core/education/schemas';
import { educationLabels } from '@sehat/core/education/messages';
import { defaultSiteInfo } from '@sehat/core/site/site-defaults';
import { apiPaths } from '#web/config/paths';
import { watchChatRequests } from '#web/features/chat';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs, openedChatPopup } from '#web/testing/users';

setUpScreenTests();

const noArticles: JournalList = {
  journals: [],
  categoryCounts: { neurosis: 0, psikotik: 0, ptsd: 0, depresi: 0, anxiety: 0 },
  total: 0,
  nextCursor: null,
};
const journals = http.get(apiPaths.journals, () => HttpResponse.json(noArticles));
const consultName = new RegExp(educationLabels.featured.consult.title);

it("'konsul dengan ahlinya' sends a visitor to the login form, back here with the chat open", async () => {
  apiMock.use(journals);
  const { user, router } = renderApp('/edukasi');
  await user.click(await screen.findByRole('link', { name: consultName }));
  await waitFor(() =>
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/login?next=%2Fedukasi&chat=1',
    ),
  );
});

it("'konsul dengan ahlinya' is a chat button for a member, who stays on the page", async () => {
  apiMock.use(...loggedInAs(aUser()), ...openedChatPopup(), journals);
  let chatRequests = 0;
  const unwatch = watchChatRequests(() => (chatRequests += 1));
  const { user, router } = renderApp('/edukasi');
  const featured = await screen.findByRole('complementary');
  await user.click(await within(featured).findByRole('button', { name: consultName }));
  await waitFor(() => expect(chatRequests).toBe(1));
  unwatch();
  expect(await screen.findByRole('dialog', { name: defaultSiteInfo.counsellorTeam })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/edukasi');
});
