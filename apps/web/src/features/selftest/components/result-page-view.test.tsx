// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { crisisMessages } from '@sehat/core/messages';
import { crisisResultMessages } from '@sehat/core/safety/messages';
import { FeatureSlots } from '#web/app/feature-slots';
import { DialogProvider } from '#web/components/dialog/dialog-provider';
import type { ResultView } from '../utils/result-view';
import { ResultPageView } from './result-page-view';

const normalView = (crisis: boolean): ResultView => ({
  hasil: 'Normal',
  severity: 'Normal',
  progress: 20,
  contentKey: 'normal',
  alsoDetected: [],
  crisis,
  score: 4,
  testedAt: '2026-11-27T03:00:00.000Z',
});

function renderResult(view: ResultView) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/hasil/normal',
        element: <ResultPageView page="normal" view={view} loggedIn={false} keepResultsOffer={null} />,
      },
    ],
    { initialEntries: ['/hasil/normal'] },
  );
  return render(
    <QueryClientProvider client={client}>
      <DialogProvider>
        <FeatureSlots>
          <RouterProvider router={router} />
        </FeatureSlots>
      </DialogProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a result page', () => {
  it('leads with the crisis and never calls a crisis answer good news', async () => {
    const { container } = renderResult(normalView(true));
    const help = await screen.findByRole('region', { name: crisisMessages.title });
    const card = screen.getByRole('region', { name: 'Normal' });
    // The help comes first in the page, the result's own hasil and severity still show.
    expect(help.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card.textContent).toContain('Tingkat Normal');
    expect(card.textContent).toContain(crisisResultMessages.cardLabel);
    expect(card.textContent).toContain(crisisResultMessages.summaryBelowCutoff);
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/kabar baik/i);
    expect(text).not.toMatch(/tingkat yang perlu ditindaklanjuti/);
  });

  it('reassures a Normal result without a crisis answer', async () => {
    const { container } = renderResult(normalView(false));
    await screen.findByRole('region', { name: 'Normal' });
    expect(screen.queryByRole('region', { name: crisisMessages.title })).toBeNull();
    expect(container.textContent).toContain('Ini kabar baik.');
  });
});
