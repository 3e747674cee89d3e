// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { riskLabels, riskMessages } from '@sehat/core/risk/messages';
import type { ConversationRisk } from '@sehat/core/risk/schemas';
import { RiskPanel } from './risk-panel';

const signal = { source: 'phq9' as const, crisis: true, at: '2026-11-28T10:00:00.000Z' };
let risk: ConversationRisk;
let posted: unknown[];

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<RiskPanel conversationId={7} inboxRisk />, { wrapper });
}

beforeEach(() => {
  risk = { active: true, signals: [signal], handledAt: null, handledBy: null };
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push({ url, body: JSON.parse(String(init.body)) });
        risk = {
          ...risk,
          active: false,
          handledAt: '2026-11-28T10:05:00.000Z',
          handledBy: { id: 1, fullName: 'Rani' },
        };
      }
      return new Response(JSON.stringify(risk), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RiskPanel', () => {
  it('lists every signal with its source, and is marked handled only with a note of 10 characters or more', async () => {
    renderPanel();
    const panel = await screen.findByRole('region', { name: riskLabels.panelTitle });
    fireEvent.click(await within(panel).findByRole('button', { name: riskLabels.signalsToggle(1) }));
    expect(panel.textContent).toContain(riskLabels.sources.phq9);
    expect(panel.textContent).toContain(riskLabels.crisis);

    fireEvent.click(within(panel).getByRole('button', { name: riskLabels.markHandled }));
    fireEvent.change(within(panel).getByLabelText(riskLabels.noteLabel), { target: { value: 'sudah' } });
    fireEvent.click(within(panel).getByRole('button', { name: riskLabels.save }));
    expect(within(panel).getByRole('alert').textContent).toBe(riskMessages.noteTooShort);
    expect(posted).toEqual([]);

    const note = 'Sudah ditanya langsung; aman malam ini.';
    fireEvent.change(within(panel).getByLabelText(riskLabels.noteLabel), { target: { value: note } });
    fireEvent.click(within(panel).getByRole('button', { name: riskLabels.save }));
    await waitFor(() =>
      expect(posted).toEqual([{ url: '/api/admin/chat/conversations/7/risk/handled', body: { note } }]),
    );
    await waitFor(() => expect(panel.textContent).toContain('Ditandai ditangani oleh Rani'));
    expect(within(panel).queryByRole('button', { name: riskLabels.markHandled })).toBeNull();
  });
});
