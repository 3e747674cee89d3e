// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labels } from '@sehat/core/messages';
import { offlineMessages } from '@sehat/core/offline/messages';
import { RouteErrorPage } from './route-error-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A page whose code failed to load, as a page that needs the network does offline. */
async function renderFailedPage(inSiteLayout: boolean, online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/forum',
        errorElement: <RouteErrorPage inSiteLayout={inSiteLayout} />,
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    ],
    { initialEntries: ['/forum'] },
  );
  render(<RouterProvider router={router} />);
  await vi.waitFor(() => expect(router.state.errors).not.toBeNull());
}

describe('RouteErrorPage', () => {
  it('offers a reload when a page fails online', async () => {
    await renderFailedPage(true, true);
    expect((await screen.findByRole('alert')).textContent).toContain(labels.errorBoundary.text);
  });

  it("shows only the page's name in the site's layout offline: the layout's notice speaks", async () => {
    await renderFailedPage(true, false);
    expect(await screen.findByRole('heading', { level: 1, name: offlineMessages.pageTitle })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(labels.errorBoundary.title)).toBeNull();
  });

  it('still offers the reload offline outside the site layout', async () => {
    await renderFailedPage(false, false);
    expect((await screen.findByRole('alert')).textContent).toContain(labels.errorBoundary.text);
  });
});
