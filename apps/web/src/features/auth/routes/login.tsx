import { Link, useSearchParams } from 'react-router';
import { loginLabels } from '@sehat/core/auth/messages';
import { ChatSignInHelp, ChatSignInReason } from '#web/components/crisis/chat-sign-in-notice';
import { paths } from '#web/config/paths';
import { readReturnTo } from '#web/lib/auth/return-to';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  // The way back survives switching between login and registration.
  const returnTo = readReturnTo(useSearchParams()[0]) ?? undefined;
  const registerHref = paths.Register.getHref(returnTo);
  return (
    <AuthCard
      title={loginLabels.title}
      notice={returnTo?.chat ? <ChatSignInReason registerHref={registerHref} /> : undefined}
      help={returnTo?.chat ? <ChatSignInHelp /> : undefined}
      subtitle={loginLabels.subtitle}
      footer={
        <>
          {loginLabels.noAccount} <Link to={registerHref}>{loginLabels.toRegister}</Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
