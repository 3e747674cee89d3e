import { consentMessages } from '@sehat/core/privacy/consent-messages';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { PageContainer } from '#web/components/layout/page-container';
import { ButtonLink } from '#web/components/ui/button-link';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { paths } from '#web/config/paths';
import { useConsent } from '#web/lib/auth/consent';
import { ConsentHealth } from '../components/consent-health';
import { ConsentStatistics } from '../components/consent-statistics';
import styles from '../components/consent-settings.module.css';
import routeStyles from './profile-route.module.css';

/** Profile → Persetujuan Saya: what the person agreed to and when, and withdrawing it (UU PDP Pasal 22–24). */
export function ConsentSettingsRoute() {
  const consent = useConsent();

  let content;
  if (consent.isPending) content = <LoadingState text={consentMessages.loading} />;
  else if (consent.isError)
    content = <ErrorState message={consentMessages.loadFailed} onRetry={() => void consent.refetch()} />;
  else
    content = (
      <>
        <ConsentHealth consent={consent.data.consent} />
        <ConsentStatistics consent={consent.data.consent} />
      </>
    );

  return (
    <PageContainer width="medium" className={routeStyles.page}>
      <PageTitle title={consentMessages.settingsTitle} />
      <PageHeader title={consentMessages.settingsTitle}>
        <p>{consentMessages.settingsIntro}</p>
      </PageHeader>
      <div className={styles.actions}>
        <ButtonLink to={paths.Profile.getHref()} variant="secondary">
          {privacyMessages.backToProfile}
        </ButtonLink>
      </div>
      {content}
    </PageContainer>
  );
}
