// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuestionnaire } from './use-questionnaire';

const questions = Array.from({ length: 7 }, (_, i) => ({
  nomor: i + 1,
  pertanyaan: `Pertanyaan ${i + 1}`,
  kategori: null,
  crisis: false,
}));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ revision: 'r1', questions, neurosisCutoff: 6 }), { status: 200 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('useQuestionnaire', () => {
  it('starts empty, pages by five and counts the answers given', async () => {
    const { result } = renderHook(() => useQuestionnaire({ poll: false }), { wrapper });
    await waitFor(() => expect(result.current.questions).toHaveLength(7));
    expect(result.current.pages).toBe(2);
    expect(result.current.pageQuestions.map((q) => q.nomor)).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.answered).toBe(0);
    expect(result.current.pageComplete).toBe(false);

    act(() => result.current.answer(1, 1));
    act(() => result.current.answer(2, 0));
    expect(result.current.answered).toBe(2);
    expect(result.current.answers).toEqual({ 1: 1, 2: 0 });
  });

  it('keeps the next page out of reach until every question on this one is answered', async () => {
    const { result } = renderHook(() => useQuestionnaire({ poll: false }), { wrapper });
    await waitFor(() => expect(result.current.questions).toHaveLength(7));
    act(() => result.current.goToPage(1));
    expect(result.current.page).toBe(0);
    expect(result.current.jawaban).toBeNull();

    // Once the first page is complete, the page asked for can be shown.
    for (const nomor of [1, 2, 3, 4, 5]) act(() => result.current.answer(nomor, 1));
    await waitFor(() => expect(result.current.page).toBe(1));
    expect(result.current.pageComplete).toBe(false);
    expect(result.current.pageQuestions.map((q) => q.nomor)).toEqual([6, 7]);

    act(() => result.current.answer(6, 0));
    act(() => result.current.answer(7, 1));
    expect(result.current.jawaban).toEqual([1, 1, 1, 1, 1, 0, 1]);
  });

  it('saves the answers in this tab and forgets them when the test is sent', async () => {
    const { result } = renderHook(() => useQuestionnaire({ poll: false }), { wrapper });
    await waitFor(() => expect(result.current.questions).toHaveLength(7));
    act(() => result.current.answer(3, 1));
    await waitFor(() => expect(window.sessionStorage.getItem('testProgress')).toContain('"3":1'));
    act(() => result.current.finish());
    expect(window.sessionStorage.getItem('testProgress')).toBeNull();
  });
});
