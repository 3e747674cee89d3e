// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { chatLabels } from '@sehat/core/chat/messages';
import { defaultSiteInfo } from '@sehat/core/site/site-defaults';
import { apiPaths } from '#web/config/paths';
import { openChat } from '../utils/chat-launcher';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { questionnaire, scoringServer } from '#web/testing/selftest-journey';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

it('on /tes-diri the chat stays hidden until the person asks for a counsellor, then opens there (ADR 219)', async () => {
  scoringServer();
  apiMock.use(
    ...loggedInAs(aUser()),
    // The popup's conversation (loggedInAs's, id 1): nothing written yet.
    http.get(apiPaths.chat.messages(1), () => HttpResponse.json({ messages: [], hasMore: false })),
    http.get(apiPaths.chat.rating(1), () => HttpResponse.json({ ratable: false, rating: null })),
    http.put(apiPaths.chat.presence(1), () => new HttpResponse(null, { status: 204 })),
  );
  renderApp('/tes-diri');
  await questionnaire();
  expect(screen.queryByRole('button', { name: chatLabels.openChat })).toBeNull();

  // What the crisis help's "Mulai chat" and the counsellor dialog do.
  act(() => openChat());
  expect(await screen.findByRole('dialog', { name: defaultSiteInfo.counsellorTeam })).toBeTruthy();
});
