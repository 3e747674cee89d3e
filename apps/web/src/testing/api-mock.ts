import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { defaultSiteInfo } from '@sehat/core/site/site-defaults';
import { defaultServiceHours } from '@sehat/core/service-hours/schedule';
import { apiPaths } from '#web/config/paths';
import { guestSession } from '#web/lib/auth/session';

/**
 * What every screen asks first: who is logged in (a visitor) and the operator's settings (the
 * built-in ones), and the service hours (the default ones). A test adds the answers of its own screen with `apiMock.use(...)`.
 */
const shellAnswers: RequestHandler[] = [
  http.get(apiPaths.auth.session, () => HttpResponse.json(guestSession)),
  http.get(apiPaths.site, () => HttpResponse.json(defaultSiteInfo)),
  // The chat, the help page and the counsellor dialog read the hours; `open` is the browser's to decide.
  http.get(apiPaths.serviceHours, () =>
    HttpResponse.json({ ...defaultServiceHours, open: true, nextOpenAt: null }),
  ),
];

/**
 * The API as the screens under test meet it: answered in-process (MSW intercepts the
 * browser's fetch), per test.
 */
export const apiMock = setupServer(...shellAnswers);

/**
 * Registers the mock for the calling test file: listening, reset after each test, closed. A
 * request no handler answers fails as a lost connection would, and fails the test after it,
 * so a screen cannot quietly depend on an endpoint the test did not mean it to reach.
 */
export function setUpApiMock(): void {
  const unanswered: string[] = [];
  beforeAll(() =>
    apiMock.listen({
      onUnhandledRequest: (request) => {
        unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
        throw new Error(`no answer for ${request.method} ${request.url}`);
      },
    }),
  );
  afterEach(() => {
    apiMock.resetHandlers();
    expect([...new Set(unanswered.splice(0))], 'requests no handler answered').toEqual([]);
  });
  afterAll(() => apiMock.close());
}

/** The server's error envelope (`{"error":{"code","message"}}`) with `status`. */
export function apiError(status: number, message = 'x', code = 'X'): HttpResponse<{ error: object }> {
  return HttpResponse.json({ error: { code, message } }, { status });
}
