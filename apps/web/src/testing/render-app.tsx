import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach } from 'vitest';
import { AppProvider } from '#web/app/provider';
import { appRoutes } from '#web/app/routes';
import { readDataSaver } from '#web/lib/data-saver/data-saver-store';
import { queryClient } from '#web/lib/query-client';
import { clearTestState } from '#web/features/selftest/utils/test-state-store';
import { setUpApiMock } from './api-mock';

/**
 * Sets up a test file of screens: the API mock, and after each test the rendered app, the
 * query cache, the stored self-test and the browser storage cleared. Call it once at the top
 * of the file.
 */
export function setUpScreenTests(): void {
  // A screen's code arrives as lazy chunks, as in the browser; on a busy machine the first
  // import of a screen takes longer than Testing Library's default second.
  configure({ asyncUtilTimeout: 10_000 });
  setUpApiMock();
  afterEach(() => {
    cleanup();
    queryClient.clear();
    clearTestState();
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * The whole app at `path` as a fresh page load in the browser runs it (an empty query cache) — the route table with its guards and
 * loaders, the layouts, the providers and the app's one query cache — in memory, against the
 * mocked API. Failed requests are retried as in the browser (5xx twice), without the wait.
 */
export function renderApp(path: string) {
  queryClient.clear();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  const router = createMemoryRouter(appRoutes(queryClient, 'browser'), { initialEntries: [path] });
  // No pause between the steps of a click or a key: nothing here waits on a timer of its own.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProvider client={queryClient} dataSaver={readDataSaver()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}
