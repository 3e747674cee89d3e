import { describe, expect, it } from 'vitest';
import { urgentHelpReason } from './urgent-help';

const user = { senderRole: 'user' as const };
const admin = { senderRole: 'admin' as const };

describe('urgentHelpReason', () => {
  it('shows help whenever no counsellor is on duty', () => {
    expect(urgentHelpReason({ withinHours: false, messages: [user, admin], hasMore: false })).toBe('offDuty');
  });

  it('shows help in hours until a counsellor has answered', () => {
    expect(urgentHelpReason({ withinHours: true, messages: [], hasMore: false })).toBe('waiting');
    expect(urgentHelpReason({ withinHours: true, messages: [user], hasMore: false })).toBe('waiting');
    expect(urgentHelpReason({ withinHours: true, messages: [user, admin], hasMore: false })).toBeNull();
  });

  it('counts older, unloaded messages as answered and waits for the thread to load', () => {
    expect(urgentHelpReason({ withinHours: true, messages: [user], hasMore: true })).toBeNull();
    expect(urgentHelpReason({ withinHours: true, messages: undefined, hasMore: false })).toBeNull();
  });
});
