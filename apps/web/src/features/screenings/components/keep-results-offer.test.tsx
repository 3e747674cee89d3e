// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalScreeningResult } from '@sehat/core/screenings/local-results';
import { keepResultsMessages } from '@sehat/core/screenings/messages';
import { guestSession } from '#web/lib/auth/session';
import { sessionQueryKey } from '#web/lib/auth/session-key';
import { addLocalResult, getLocalResults, removeLocalResults } from '../utils/local-results-store';
import { DialogProvider } from '#web/components/dialog/dialog-provider';
import {
  adoptVisitorTestState,
  clearTestState,
  saveCompletedTest,
  storedResult,
} from '#web/features/selftest';
import { KeepResultsOffer } from './keep-results-offer';

const user = {
  id: 7,
  username: 'sari',
  fullName: 'Sari',
  email: 'sari@contoh.id',
  address: '',
  role: 'user' as const,
  photoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const local = (id: number): LocalScreeningResult => ({
  id,
  code: 'gad7',
  score: 0,
  band: 'minimal',
  crisis: false,
  jawaban: [0, 0, 0, 0, 0, 0, 0],
  createdAt: '2026-05-01T08:00:00.000Z',
  claimToken: `token-${id}`,
});

function renderAs(viewer: typeof user | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { ...guestSession, user: viewer });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <DialogProvider>{children}</DialogProvider>
    </QueryClientProvider>
  );
  return render(<KeepResultsOffer />, { wrapper });
}

let sent: unknown[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ kept: [11], keptItems: [{ code: 'gad7', id: 11 }] }), {
        status: 200,
      });
    }),
  );
  addLocalResult(local(11));
  addLocalResult(local(12));
});
afterEach(() => {
  cleanup();
  clearTestState();
  removeLocalResults(getLocalResults().map((r) => r.id));
  vi.unstubAllGlobals();
});

describe('KeepResultsOffer', () => {
  it('offers nothing to a visitor', () => {
    renderAs(null);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps the device’s results in the account with their tokens, then clears them from the device', async () => {
    renderAs(user);
    expect(screen.getByRole('region', { name: keepResultsMessages.title }).textContent).toContain(
      keepResultsMessages.text(2),
    );
    fireEvent.click(screen.getByRole('button', { name: keepResultsMessages.keep }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(keepResultsMessages.partlyKept(1, 1)),
    );
    expect(sent).toEqual([
      {
        items: [
          { code: 'gad7', id: 11, token: 'token-11' },
          { code: 'gad7', id: 12, token: 'token-12' },
        ],
      },
    ]);
    expect(getLocalResults()).toEqual([]);
    expect(window.localStorage.getItem('screeningResults')).toBeNull();
  });

  it('offers a visitor’s SRQ-29 result too once they logged in from it, and its token is then spent', async () => {
    removeLocalResults([11, 12]);
    saveCompletedTest(
      { hasil: 'Normal', severity: 'Normal', score: 1, id: 31, crisis: true, claimToken: 'srq-31' },
      null,
    );
    adoptVisitorTestState(user.id);
    renderAs(user);
    expect(screen.getByRole('region', { name: keepResultsMessages.title }).textContent).toContain(
      keepResultsMessages.text(1),
    );
    fireEvent.click(screen.getByRole('button', { name: keepResultsMessages.keep }));
    await waitFor(() => expect(screen.getByRole('status')).toBeTruthy());
    expect(sent).toEqual([{ items: [{ code: 'srq29', id: 31, token: 'srq-31' }] }]);
    expect(storedResult()?.claimToken).toBeUndefined();
    expect(storedResult()?.id).toBe(31);
  });
});
