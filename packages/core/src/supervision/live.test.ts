import { describe, expect, it } from 'vitest';
import { byUrgency, type LiveConversation } from './live';

const row = (id: number, over: Partial<LiveConversation>): LiveConversation => ({
  id,
  user: { id, username: `u${id}`, fullName: `U ${id}` },
  assignee: null,
  risk: false,
  overdue: false,
  waitingSeconds: 0,
  lastMessageAt: '2026-11-28T10:00:00.000Z',
  lastMessage: null,
  ...over,
});

describe('the live console order', () => {
  it('puts risk first, then overdue, then the longest wait, then the latest message', () => {
    const rows = [
      row(1, { lastMessageAt: '2026-11-28T09:00:00.000Z' }),
      row(2, { waitingSeconds: 60 }),
      row(3, { overdue: true, waitingSeconds: 400 }),
      row(4, { risk: true }),
      row(5, { waitingSeconds: 600 }),
      row(6, {}),
      row(7, { risk: true, overdue: true }),
    ];
    expect(rows.sort(byUrgency).map((r) => r.id)).toEqual([7, 4, 3, 5, 2, 6, 1]);
  });
});
