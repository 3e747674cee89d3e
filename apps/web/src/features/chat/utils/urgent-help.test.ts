import { describe, expect, it } from 'vitest';
import { urgentHelpState } from './urgent-help';

const user = { senderRole: 'user' as const, automatic: false };
const admin = { senderRole: 'admin' as const, automatic: false };
const greeting = { senderRole: 'admin' as const, automatic: true };

describe('urgentHelpState', () => {
  it('shows help whenever no counsellor is on duty, with the queue while nobody answered', () => {
    expect(urgentHelpState({ withinHours: false, messages: [user, admin], hasMore: false })).toEqual({
      offDuty: true,
      queued: false,
    });
    expect(urgentHelpState({ withinHours: false, messages: [user], hasMore: false })).toEqual({
      offDuty: true,
      queued: true,
    });
  });

  it('shows the queue in hours until a counsellor has answered; the greeting is no answer', () => {
    const queued = { offDuty: false, queued: true };
    expect(urgentHelpState({ withinHours: true, messages: [], hasMore: false })).toEqual(queued);
    expect(urgentHelpState({ withinHours: true, messages: [greeting, user], hasMore: false })).toEqual(
      queued,
    );
    expect(urgentHelpState({ withinHours: true, messages: [user, admin], hasMore: false })).toBeNull();
  });

  it('counts older, unloaded messages as answered and waits for the thread to load', () => {
    expect(urgentHelpState({ withinHours: true, messages: [user], hasMore: true })).toBeNull();
    expect(urgentHelpState({ withinHours: true, messages: undefined, hasMore: false })).toBeNull();
  });
});
