import { z } from 'zod';
import { privacyPolicyVersions } from './consent-messages';
import { privacyMessages } from './messages';
import { userLimits } from '../user/limits';
import { text } from '../validation/text';

/**
 * The version of the privacy policy a consent is given to: the newest of `privacyPolicyVersions`.
 * Add a version there (with what changed) when the policy changes in substance; the stored
 * version then tells which text each user agreed to, and everyone is asked again.
 */
export const privacyPolicyVersion = privacyPolicyVersions[privacyPolicyVersions.length - 1]!.version;

/** Both must be ticked: a missing or false value is the message, never a silent default. */
const mustAgree = (message: string) => z.literal(true, { error: message });

/** The consent fields of the sign-up body (api.md "Privacy"). */
export const registerConsentShape = {
  consent: mustAgree(privacyMessages.consentRequired),
  adult: mustAgree(privacyMessages.adultRequired),
  /** Optional: counting the user's results, without identity, in statistics. */
  statistics: z.boolean({ error: privacyMessages.consentRequired }).optional(),
};

/** PUT /api/profile/consent: consent given again (a new policy, or an account an admin made). */
export const consentBodySchema = z.object(registerConsentShape);
export type ConsentBody = z.infer<typeof consentBodySchema>;

/** PUT /api/profile/consent/statistics: the optional consent, given or withdrawn on its own. */
export const statisticsConsentBodySchema = z.object({
  statistics: z.boolean({ error: privacyMessages.statisticsChoiceRequired }),
});
export type StatisticsConsentBody = z.infer<typeof statisticsConsentBodySchema>;

/** DELETE /api/profile: the user's own password confirms the deletion. */
export const deleteAccountBodySchema = z.object({
  password: text({
    required: privacyMessages.deletePasswordRequired,
    wrongType: privacyMessages.deletePasswordRequired,
  })
    .min(1, { error: privacyMessages.deletePasswordRequired })
    .max(userLimits.passwordMax, { error: privacyMessages.deletePasswordWrong }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
