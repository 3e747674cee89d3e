import { describe, expect, it, vi } from 'vitest';
import { onOpenChatRequest, openChat, watchChatRequests } from './chat-launcher';

describe('chat launcher', () => {
  it('notifies listeners until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = onOpenChatRequest(listener);
    openChat();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    openChat();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('a request made while no popup listens', () => {
  it('opens the next popup that mounts, once', () => {
    openChat();
    const listener = vi.fn();
    const unsubscribe = onOpenChatRequest(listener);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    const later = vi.fn();
    onOpenChatRequest(later)();
    expect(later).not.toHaveBeenCalled();
  });
});

describe('watching requests', () => {
  it('hears each request without taking it from the popup', () => {
    const watcher = vi.fn();
    const stop = watchChatRequests(watcher);
    openChat();
    expect(watcher).toHaveBeenCalledTimes(1);
    const popup = vi.fn();
    onOpenChatRequest(popup)();
    expect(popup).toHaveBeenCalledTimes(1);
    stop();
    openChat();
    expect(watcher).toHaveBeenCalledTimes(1);
    onOpenChatRequest(vi.fn())();
  });
});
