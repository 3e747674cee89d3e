// @vitest-environment happy-dom
import type { ChatMessage } from '@sehat/core/chat/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultServiceHours } from '@sehat/core/service-hours/schedule';
import { useChatThread } from './use-chat-thread';

const message = (id: number, text: string): ChatMessage => ({
  id,
  conversationId: 7,
  senderId: 1,
  senderRole: 'user',
  message: text,
  type: 'text',
  file: null,
  automatic: false,
  senderName: null,
  isRead: false,
  createdAt: '2026-11-23T04:00:00.000Z',
  delivery: null,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
let answerSend: (init: RequestInit) => Promise<Response>;

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const options = {
  conversationId: 7,
  viewerRole: 'user' as const,
  live: true,
  sendErrorText: () => 'Gagal mengirim pesan.',
  missingConversationText: 'Percakapan tidak ditemukan.',
  loadFailedText: 'Gagal memuat pesan.',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'POST') return answerSend(init);
      // The hours the 5-second warning reads.
      if (url.endsWith('/service-hours'))
        return json({ ...defaultServiceHours, open: true, nextOpenAt: null });
      return json({ messages: [], hasMore: false });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('useChatThread', () => {
  it('shows a send as pending until the server stores it, then as a message', async () => {
    let ack!: (response: Response) => void;
    answerSend = () => new Promise((resolve) => (ack = resolve));
    const { result } = renderHook(() => useChatThread(options), { wrapper });
    await waitFor(() => expect(result.current.thread.data?.messages).toEqual([]));

    let sent!: Promise<boolean>;
    act(() => void (sent = result.current.sendText('Halo')));
    await waitFor(() => expect(result.current.pending).toHaveLength(1));
    expect(result.current.pending[0]?.content).toEqual({ kind: 'text', text: 'Halo' });

    await act(async () => {
      ack(json({ message: message(1, 'Halo'), crisis: false }, 201));
      expect(await sent).toBe(true);
    });
    expect(result.current.pending).toEqual([]);
    expect(result.current.thread.data?.messages.map((m) => m.message)).toEqual(['Halo']);
    expect(result.current.error).toBeNull();
    expect(result.current.crisis).toBe(false);
  });

  it('shows the error of a refused send, and a later send that succeeds clears it', async () => {
    answerSend = async () => json({ message: 'Pesan tidak valid.' }, 400);
    const { result } = renderHook(() => useChatThread(options), { wrapper });
    await waitFor(() => expect(result.current.thread.data).toBeDefined());

    await act(async () => expect(await result.current.sendText('Halo')).toBe(false));
    expect(result.current.error).toBe('Gagal mengirim pesan.');
    expect(result.current.pending).toEqual([]);

    answerSend = async () => json({ message: message(2, 'Halo lagi'), crisis: true }, 201);
    await act(async () => expect(await result.current.sendText('Halo lagi')).toBe(true));
    expect(result.current.error).toBeNull();
    expect(result.current.crisis).toBe(true);
    act(() => result.current.dismissCrisis());
    expect(result.current.crisis).toBe(false);
  });

  it('says so when there is no conversation to send to', async () => {
    const { result } = renderHook(() => useChatThread({ ...options, conversationId: undefined }), {
      wrapper,
    });
    await act(async () => expect(await result.current.sendText('Halo')).toBe(false));
    expect(result.current.error).toBe('Percakapan tidak ditemukan.');
  });
});
