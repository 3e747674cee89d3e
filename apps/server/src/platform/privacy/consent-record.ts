import type { ConsentRecord } from '@sehat/core/privacy/export-schema';
import type { AccountRow } from '../accounts/user-presenter';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What a person agreed to and when, as the data export and the consent page show it. */
export function presentConsent(user: AccountRow): ConsentRecord {
  return {
    givenAt: iso(user.consentAt),
    policyVersion: user.consentPolicyVersion,
    statistics: user.statisticsConsent,
    statisticsChangedAt: iso(user.statisticsConsentAt),
  };
}
