// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineMessages } from '@sehat/core/offline/messages';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { srq29Answer } from '#web/testing/selftest-answers';
import { questionnaire } from '#web/testing/selftest-journey';

setUpScreenTests();

/** A cold start without a connection: the device's copies answer, the server never does. */
function offline() {
  let sessionAsked = 0;
  apiMock.use(
    http.get(apiPaths.auth.session, () => {
      sessionAsked += 1;
      return HttpResponse.error();
    }),
    http.get(apiPaths.selftest.questions, () => HttpResponse.json(srq29Answer)),
    http.all('/api/*', () => HttpResponse.error()),
  );
  return { sessionAsked: () => sessionAsked };
}

describe('offline, from a full page load (ADR 220)', () => {
  beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false));
  afterEach(() => vi.restoreAllMocks());

  it('a page that works offline opens at once as a guest, with one line instead of the notice', async () => {
    const server = offline();
    renderApp('/tes-diri');
    expect((await questionnaire()).querySelectorAll('fieldset')).toHaveLength(5);
    expect(screen.getByText(offlineMessages.pageWorks).getAttribute('role')).toBe('status');
    expect(screen.queryByText(offlineMessages.pageText)).toBeNull();
    // Asked once, not retried: the browser knows it is offline.
    expect(server.sessionAsked()).toBe(1);
  });

  it('a page that needs the server says so, with what still works and the crisis contacts', async () => {
    offline();
    renderApp('/forum');
    const notice = await screen.findByRole('status', { name: offlineMessages.pageTitle });
    expect(within(notice).getByText(offlineMessages.pageText)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: offlineMessages.openSelftest })).toBeTruthy();
    expect(screen.queryByText(offlineMessages.pageWorks)).toBeNull();
  });
});
