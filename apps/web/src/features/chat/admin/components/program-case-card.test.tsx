// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { programCaseLabels, programFlagLabels } from '@sehat/core/programs/messages';
import type { ProgramCase } from '@sehat/core/programs/schemas';
import { ProgramCaseCard } from './program-case-card';

const guided: ProgramCase = {
  code: 'aktivasi-perilaku',
  title: 'Langkah Kecil',
  sessionsDone: 4,
  sessions: 6,
  baseline: 10,
  latest: 17,
  flags: ['deterioration', 'notOnTrack'],
  guidanceSince: '2026-11-20T03:00:00.000Z',
};

function renderCard(programs: ProgramCase[] | null) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return programs
        ? new Response(JSON.stringify({ programs }), { status: 200 })
        : new Response('{}', { status: 500 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = render(<ProgramCaseCard conversationId={7} inboxRisk={false} />, { wrapper });
  return { ...view, requested };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProgramCaseCard', () => {
  it('with the person’s consent: sessions done, PHQ-9 from the start to now, and why to look', async () => {
    const { requested } = renderCard([guided]);
    const card = await screen.findByRole('region', { name: programCaseLabels.title });
    expect(card.textContent).toContain(programCaseLabels.progress('Langkah Kecil', 4, 6));
    expect(card.textContent).toContain(programCaseLabels.scores(10, 17));
    const flags = screen.getByRole('list', { name: programCaseLabels.flagsTitle });
    expect(flags.textContent).toContain(programFlagLabels.deterioration);
    expect(flags.textContent).toContain(programFlagLabels.notOnTrack);
    expect(requested).toEqual(['/api/admin/programs/conversations/7']);
  });

  it('says when no measure was taken yet, and lists no flag when there is none', async () => {
    renderCard([{ ...guided, sessionsDone: 0, baseline: null, latest: null, flags: [] }]);
    const card = await screen.findByRole('region', { name: programCaseLabels.title });
    expect(card.textContent).toContain(programCaseLabels.noMeasure);
    expect(screen.queryByRole('list', { name: programCaseLabels.flagsTitle })).toBeNull();
  });

  it('without consent (an empty list) shows nothing of the programme', async () => {
    const { container, requested } = renderCard([]);
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe('');
  });

  it('a failed load says so in one quiet line', async () => {
    renderCard(null);
    expect(await screen.findByText(programCaseLabels.loadFailed)).toBeTruthy();
  });
});
