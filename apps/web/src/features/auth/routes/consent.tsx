import { policyChangesSince } from '@sehat/core/privacy/consent';
import { consentMessages } from '@sehat/core/privacy/consent-messages';
import type { ConsentStatus } from '@sehat/core/privacy/export-schema';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { formatDate } from '@sehat/core/time/format';
import { ButtonLink } from '#web/components/ui/button-link';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { paths } from '#web/config/paths';
import { useConsent } from '#web/lib/auth/consent';
import { AuthCard } from '../components/auth-card';
import { ConsentForm } from '../components/consent-form';
import { PolicyChanges } from '../components/policy-changes';

/** Why consent is asked: never given, or given to an older version (which, and what changed). */
function reason({ consent, currentPolicyVersion }: ConsentStatus): string {
  if (!consent.givenAt || !consent.policyVersion) return consentMessages.reconsentNeverGiven;
  return consentMessages.reconsentUpdated(
    currentPolicyVersion,
    consent.policyVersion,
    formatDate(consent.givenAt),
  );
}

/**
 * /persetujuan: asks only when the current policy needs consent, saying why; someone who already
 * agreed to it is told so, with a way to their consent page (issue 39 item 3).
 */
export function ConsentRoute() {
  const status = useConsent();
  const title = privacyMessages.consentTitle;
  if (status.isPending) {
    return (
      <AuthCard title={title}>
        <LoadingState text={consentMessages.loading} />
      </AuthCard>
    );
  }
  if (status.isError) {
    return (
      <AuthCard title={title}>
        <ErrorState message={consentMessages.loadFailed} onRetry={() => void status.refetch()} />
      </AuthCard>
    );
  }
  const { consent } = status.data;
  if (!status.data.needed && consent.givenAt && consent.policyVersion) {
    return (
      <AuthCard
        title={title}
        subtitle={consentMessages.alreadyGiven(consent.policyVersion, formatDate(consent.givenAt))}
      >
        <ButtonLink to={paths.ConsentSettings.getHref()} size="lg" block>
          {consentMessages.toSettings}
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={title}
      subtitle={reason(status.data)}
      notice={<PolicyChanges versions={policyChangesSince(consent.policyVersion)} />}
    >
      <ConsentForm statistics={consent.givenAt ? consent.statistics : false} />
    </AuthCard>
  );
}
