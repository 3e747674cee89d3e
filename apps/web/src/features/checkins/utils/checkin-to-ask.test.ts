import type { Checkin } from '@sehat/core/checkins/schemas';
import { describe, expect, it } from 'vitest';
import { checkinToAsk } from './checkin-to-ask';

const checkin = (id: number, sent: boolean, answered: boolean): Checkin => ({
  id,
  dueAt: `2026-12-0${id}T02:00:00.000Z`,
  sentAt: sent ? `2026-12-0${id}T02:00:01.000Z` : null,
  answeredAt: answered ? `2026-12-0${id}T03:00:00.000Z` : null,
  answer: answered ? 'baik' : null,
});

describe('the check-in to ask about', () => {
  const list = [
    checkin(1, true, false),
    checkin(2, true, false),
    checkin(3, true, true),
    checkin(4, false, false),
  ];

  it('is the one the notification named while it waits, else the newest waiting', () => {
    expect(checkinToAsk(list, 1)?.id).toBe(1);
    expect(checkinToAsk(list, 3)?.id).toBe(2);
    expect(checkinToAsk(list, null)?.id).toBe(2);
  });

  it('is none when nothing sent waits for an answer', () => {
    expect(checkinToAsk([checkin(3, true, true), checkin(4, false, false)], 4)).toBeNull();
  });
});
