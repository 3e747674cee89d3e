// @vitest-environment happy-dom
import { chatLimits } from '@sehat/core/chat/limits';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyMessageEvent, applyTypingEvent } from '../api/stream-events';
import { useOtherSideTyping } from './use-other-side-typing';

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const message = JSON.stringify({
  message: {
    id: 1,
    conversationId: 7,
    senderId: 3,
    senderRole: 'user',
    message: 'Halo',
    type: 'text',
    file: null,
    automatic: false,
    delivery: null,
    senderName: null,
    isRead: false,
    createdAt: '2026-11-23T04:00:00.000Z',
  },
});

beforeEach(() => {
  vi.useFakeTimers();
  // Query updates reach components at once instead of on a (faked) timer.
  notifyManager.setScheduler((callback) => callback());
  client = new QueryClient();
});
afterEach(() => vi.useRealTimers());

describe('useOtherSideTyping', () => {
  it("shows the other side's typing event, then fades without another one", () => {
    const { result } = renderHook(() => useOtherSideTyping(7, 'user'), { wrapper });
    expect(result.current).toBe(false);
    act(() => applyTypingEvent(client, JSON.stringify({ conversationId: 7, role: 'user' })));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(chatLimits.typingShownMs + 1));
    expect(result.current).toBe(false);
  });

  it('ignores the other role and other conversations, and stops when their message arrives', () => {
    const { result } = renderHook(() => useOtherSideTyping(7, 'user'), { wrapper });
    act(() => applyTypingEvent(client, JSON.stringify({ conversationId: 7, role: 'admin' })));
    act(() => applyTypingEvent(client, JSON.stringify({ conversationId: 8, role: 'user' })));
    expect(result.current).toBe(false);
    act(() => applyTypingEvent(client, JSON.stringify({ conversationId: 7, role: 'user' })));
    expect(result.current).toBe(true);
    act(() => applyMessageEvent(client, message));
    expect(result.current).toBe(false);
  });
});
