import { describe, expect, it } from 'vitest';
import { isUserMessageEvent } from './chime';

const event = (senderRole: 'user' | 'admin') =>
  JSON.stringify({
    message: {
      id: 1,
      conversationId: 2,
      senderId: 3,
      senderRole,
      message: 'Halo',
      type: 'text',
      file: null,
      automatic: false,
      delivery: null,
      senderName: null,
      isRead: false,
      createdAt: '2026-11-27T05:00:00.000Z',
    },
  });

describe('isUserMessageEvent', () => {
  it('chimes for a user’s message, never for a counsellor’s or anything unreadable', () => {
    expect(isUserMessageEvent(event('user'))).toBe(true);
    expect(isUserMessageEvent(event('admin'))).toBe(false);
    expect(isUserMessageEvent('{')).toBe(false);
    expect(isUserMessageEvent('{"message":{}}')).toBe(false);
  });
});
