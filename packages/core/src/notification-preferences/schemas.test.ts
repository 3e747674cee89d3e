import { describe, expect, it } from 'vitest';
import { notificationKindsFor } from '../notifications/limits';
import {
  applyPreferencesPatch,
  defaultNotificationPreferences,
  notificationPreferencesPatchSchema,
  withDefaults,
} from './schemas';

describe('notification preferences', () => {
  it('default to in-app and push on, e-mail off but for check-ins and programme reminders', () => {
    expect(defaultNotificationPreferences).toEqual({
      forum_response: { inApp: true, push: true, email: false },
      chat_reply: { inApp: true, push: true, email: false },
      moderation: { inApp: true, push: true, email: false },
      checkin: { inApp: true, push: true, email: true },
      chat_overdue: { inApp: true, push: true, email: false },
      account_security: { inApp: true, push: true, email: false },
      chat_escalation: { inApp: true, push: true, email: false },
      care_offer: { inApp: true, push: true, email: false },
      program_reminder: { inApp: true, push: true, email: true },
    });
    expect(withDefaults({ moderation: { inApp: false, push: false, email: false } }).moderation.inApp).toBe(
      false,
    );
  });

  it('take a patch of some kinds and channels, leaving the rest', () => {
    const patch = notificationPreferencesPatchSchema.parse({ preferences: { chat_reply: { email: true } } });
    const next = applyPreferencesPatch(defaultNotificationPreferences, patch.preferences);
    expect(next.chat_reply).toEqual({ inApp: true, push: true, email: true });
    expect(next.forum_response).toEqual(defaultNotificationPreferences.forum_response);
  });

  it('keep a fixed kind (account security) as it is, whatever is stored or sent', () => {
    const off = { inApp: false, push: false, email: false };
    expect(withDefaults({ account_security: off }).account_security).toEqual(
      defaultNotificationPreferences.account_security,
    );
    const patch = notificationPreferencesPatchSchema.parse({ preferences: { account_security: off } });
    expect(applyPreferencesPatch(defaultNotificationPreferences, patch.preferences).account_security).toEqual(
      defaultNotificationPreferences.account_security,
    );
    for (const role of ['user', 'admin'] as const) {
      expect(notificationKindsFor(role)).not.toContain('account_security');
    }
  });

  it('offer the overdue alert to every role with the inbox, the escalation alert to supervision, and to nobody else', () => {
    expect(notificationKindsFor('counsellor')).toContain('chat_overdue');
    expect(notificationKindsFor('supervisor')).toContain('chat_overdue');
    expect(notificationKindsFor('admin')).toContain('chat_overdue');
    expect(notificationKindsFor('user')).not.toContain('chat_overdue');
    expect(notificationKindsFor('counsellor')).not.toContain('chat_escalation');
    expect(notificationKindsFor('supervisor')).toContain('chat_escalation');
    expect(notificationKindsFor('admin')).toContain('chat_escalation');
    expect(notificationKindsFor('user')).not.toContain('chat_escalation');
    expect(notificationKindsFor('counsellor')).toContain('care_offer');
    expect(notificationKindsFor('user')).not.toContain('care_offer');
  });

  it('refuse anything but yes/no and unknown shapes', () => {
    expect(
      notificationPreferencesPatchSchema.safeParse({ preferences: { chat_reply: { email: 1 } } }).success,
    ).toBe(false);
    expect(notificationPreferencesPatchSchema.safeParse({}).success).toBe(false);
  });
});
