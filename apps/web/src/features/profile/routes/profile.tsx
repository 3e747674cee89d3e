import { useState, type ReactNode } from 'react';
import { profileMessages, profileLabels } from '@sehat/core/profile/messages';
import { FormAlert } from '#web/components/ui/form-alert';
import { PageContainer } from '#web/components/layout/page-container';
import { LoadingState } from '#web/components/ui/loading-state';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { useProfile } from '../api/get-profile';
import { EmailVerificationBanner } from '../components/email-verification-banner';
import { MyData } from '../components/my-data';
import { ProfileEditForm } from '../components/profile-edit-form';
import { ProfileView } from '../components/profile-view';
import { ScreeningTrends } from '../components/screening-trends';
import { SafetyLinks } from '../components/safety-links';
import { SelftestHistory } from '../components/selftest-history';
import styles from './profile-route.module.css';
import { ErrorState } from '#web/components/ui/error-state';

/** `saved`: the card was just saved, which it says right under its buttons (ADR 202). */
type Mode = { kind: 'view'; focusEdit: boolean; saved: boolean } | { kind: 'edit' };

/**
 * Profile (spec §4): view → Edit → confirm → saved, said inline; Cancel restores the original. `children`:
 * sections of other features the app places under the card (notification settings).
 */
export function ProfileRoute({ children }: { children?: ReactNode }) {
  const profile = useProfile();
  const [mode, setMode] = useState<Mode>({ kind: 'view', focusEdit: false, saved: false });

  let content;
  if (profile.isPending) {
    content = <LoadingState />;
  } else if (profile.isError) {
    content = <ErrorState message={profileMessages.loadFailed} onRetry={() => void profile.refetch()} />;
  } else if (mode.kind === 'edit') {
    content = (
      <ProfileEditForm
        user={profile.data.user}
        onCancel={() => setMode({ kind: 'view', focusEdit: true, saved: false })}
        onSaved={() => setMode({ kind: 'view', focusEdit: true, saved: true })}
      />
    );
  } else {
    content = (
      <>
        <ProfileView
          user={profile.data.user}
          focusEdit={mode.focusEdit}
          onEdit={() => setMode({ kind: 'edit' })}
        />
        {mode.saved && (
          <div className={styles.saved}>
            <FormAlert message={profileMessages.saveSuccess} tone="success" />
          </div>
        )}
      </>
    );
  }

  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={profileLabels.title} />
      <PageHeader title={profileLabels.title} />
      {profile.isSuccess && !profile.data.user.emailVerified && (
        <EmailVerificationBanner email={profile.data.user.email} />
      )}
      {content}
      {children}
      <SelftestHistory />
      <ScreeningTrends />
      <SafetyLinks />
      <MyData />
    </PageContainer>
  );
}
