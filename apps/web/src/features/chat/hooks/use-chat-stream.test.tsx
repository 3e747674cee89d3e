// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChatStream } from './use-chat-stream';

/** Just enough of EventSource: the test plays the server's events. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data: '{}', lastEventId }));
  }
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useChatStream', () => {
  it('a superseded stream stays closed until the tab is looked at again, then resumes', () => {
    const { result } = renderHook(() => useChatStream(true), { wrapper });
    const first = FakeEventSource.opened[0]!;
    act(() => {
      first.emit('open');
      first.emit('ready', '41');
    });
    expect(result.current.live).toBe(true);

    act(() => first.emit('superseded', '41'));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(result.current.live).toBe(false);

    act(() => setVisibility('hidden'));
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => setVisibility('visible'));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1]!.url).toMatch(/\?lastEventId=41$/);
  });
});
