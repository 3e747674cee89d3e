import { describe, expect, it } from 'vitest';
import { counsellorRepliedRecently, urgentHelpState } from './urgent-help';

const user = { senderRole: 'user' as const, automatic: false };
const admin = { senderRole: 'admin' as const, automatic: false };
const greeting = { senderRole: 'admin' as const, automatic: true };
const base = { hasMore: false, shared: false, counsellorActive: false };

describe('urgentHelpState', () => {
  it('shows help whenever no counsellor is on duty, with the queue while nobody answered', () => {
    expect(urgentHelpState({ ...base, withinHours: false, messages: [user, admin] })).toEqual({
      offDuty: true,
      queued: false,
    });
    expect(urgentHelpState({ ...base, withinHours: false, messages: [user] })).toEqual({
      offDuty: true,
      queued: true,
    });
  });

  it('puts nobody in the queue before they wrote or shared anything', () => {
    expect(urgentHelpState({ ...base, withinHours: true, messages: [] })).toBeNull();
    expect(urgentHelpState({ ...base, withinHours: true, messages: [greeting] })).toBeNull();
    expect(urgentHelpState({ ...base, withinHours: false, messages: [greeting] })).toEqual({
      offDuty: true,
      queued: false,
    });
    expect(urgentHelpState({ ...base, shared: true, withinHours: true, messages: [greeting] })).toEqual({
      offDuty: false,
      queued: true,
    });
  });

  it('shows the queue in hours until a counsellor has answered; the greeting is no answer', () => {
    const queued = { offDuty: false, queued: true };
    expect(urgentHelpState({ ...base, withinHours: true, messages: [greeting, user] })).toEqual(queued);
    expect(urgentHelpState({ ...base, withinHours: true, messages: [user, admin] })).toBeNull();
  });

  it('says nothing of duty or queue while a counsellor is replying', () => {
    const active = { ...base, counsellorActive: true };
    expect(urgentHelpState({ ...active, withinHours: false, messages: [user] })).toBeNull();
  });

  it('counts older, unloaded messages as answered and waits for the thread to load', () => {
    expect(urgentHelpState({ ...base, withinHours: true, messages: [user], hasMore: true })).toBeNull();
    expect(urgentHelpState({ ...base, withinHours: true, messages: undefined })).toBeNull();
  });
});

describe('counsellorRepliedRecently', () => {
  const now = new Date('2026-11-27T05:00:00.000Z');
  const at = (minutesAgo: number, role: 'user' | 'admin', automatic = false) => ({
    senderRole: role,
    automatic,
    createdAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
  });

  it('is true for ten minutes after a counsellor wrote, never for the greeting or the user', () => {
    expect(counsellorRepliedRecently([at(9, 'admin')], now)).toBe(true);
    expect(counsellorRepliedRecently([at(11, 'admin')], now)).toBe(false);
    expect(counsellorRepliedRecently([at(1, 'admin', true), at(1, 'user')], now)).toBe(false);
    expect(counsellorRepliedRecently(undefined, now)).toBe(false);
  });
});
