import { describe, expect, it, vi } from 'vitest';
import { onOpenChatRequest, openChat } from './chat-launcher';

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
