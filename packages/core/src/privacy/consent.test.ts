import { describe, expect, it } from 'vitest';
import { needsConsent } from './consent';
import { privacyPolicyVersion } from './schemas';

describe('needsConsent', () => {
  it('asks a user with no consent or consent to an older policy, never an admin', () => {
    expect(needsConsent({ role: 'user', consentPolicyVersion: null })).toBe(true);
    expect(needsConsent({ role: 'user', consentPolicyVersion: '2000-01-01' })).toBe(true);
    expect(needsConsent({ role: 'user', consentPolicyVersion: privacyPolicyVersion })).toBe(false);
    expect(needsConsent({ role: 'admin', consentPolicyVersion: null })).toBe(false);
  });
});
