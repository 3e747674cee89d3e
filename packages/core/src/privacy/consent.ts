import type { Role } from '../user/limits';
import { privacyPolicyVersions } from './consent-messages';
import { privacyPolicyVersion } from './schemas';

/**
 * Whether a logged-in person must give (or renew) consent before going on: a user who never
 * gave it (an account an admin made) or gave it to an older policy. Admins process no health
 * data of their own here and are not asked.
 */
export function needsConsent(user: { role: Role; consentPolicyVersion: string | null }): boolean {
  return user.role === 'user' && user.consentPolicyVersion !== privacyPolicyVersion;
}

/** The policy versions published after `version` (all of them when none was given), oldest first. */
export function policyChangesSince(version: string | null) {
  return privacyPolicyVersions.filter((entry) => version === null || entry.version > version);
}
