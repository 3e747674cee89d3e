import { describe, expect, it } from 'vitest';
import { privacyPolicyVersions } from './consent-messages';
import { needsConsent, policyChangesSince } from './consent';
import { privacyPolicyVersion } from './schemas';

describe('needsConsent', () => {
  it('asks a user with no consent or consent to an older policy, never an admin', () => {
    expect(needsConsent({ role: 'user', consentPolicyVersion: null })).toBe(true);
    expect(needsConsent({ role: 'user', consentPolicyVersion: '2000-01-01' })).toBe(true);
    expect(needsConsent({ role: 'user', consentPolicyVersion: privacyPolicyVersion })).toBe(false);
    expect(needsConsent({ role: 'admin', consentPolicyVersion: null })).toBe(false);
  });
});

describe('policyChangesSince', () => {
  it('lists the versions after the one agreed to, none for the current one', () => {
    expect(policyChangesSince(privacyPolicyVersion)).toEqual([]);
    expect(policyChangesSince('2000-01-01').map((entry) => entry.version)).toEqual(
      privacyPolicyVersions.map((entry) => entry.version),
    );
    expect(policyChangesSince(null)).toHaveLength(privacyPolicyVersions.length);
  });

  it('keeps the versions in order, each saying what changed', () => {
    const versions = privacyPolicyVersions.map((entry) => entry.version);
    expect(versions).toEqual([...versions].sort());
    for (const entry of privacyPolicyVersions) expect(entry.changes.length).toBeGreaterThan(0);
  });
});
