import { Link, useSearchParams } from 'react-router';
import { registerLabels } from '@sehat/core/auth/messages';
import { ChatSignInHelp, ChatSignInReason } from '#web/components/crisis/chat-sign-in-notice';
import { paths } from '#web/config/paths';
import { readReturnTo } from '#web/lib/auth/return-to';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  // The way back survives switching between login and registration.
  const returnTo = readReturnTo(useSearchParams()[0]) ?? undefined;
  return (
    <AuthCard
      title={registerLabels.title}
      notice={returnTo?.chat ? <ChatSignInReason /> : undefined}
      help={returnTo?.chat ? <ChatSignInHelp /> : undefined}
      subtitle={registerLabels.subtitle}
      footer={
        <>
          {registerLabels.haveAccount}{' '}
          <Link to={paths.Login.getHref(returnTo)}>{registerLabels.toLogin}</Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
