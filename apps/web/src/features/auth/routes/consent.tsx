import { privacyMessages } from '@sehat/core/privacy/messages';
import { AuthCard } from '../components/auth-card';
import { ConsentForm } from '../components/consent-form';

export function ConsentRoute() {
  return (
    <AuthCard title={privacyMessages.consentTitle} subtitle={privacyMessages.consentIntro}>
      <ConsentForm />
    </AuthCard>
  );
}
