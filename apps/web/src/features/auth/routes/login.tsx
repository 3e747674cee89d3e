import { Link, useSearchParams } from 'react-router';
import { labels } from '@sehat/core/messages';
import { paths } from '../../../config/paths';
import { readReturnTo } from '../../../lib/auth/return-to';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  // The way back survives switching between login and registration.
  const returnTo = readReturnTo(useSearchParams()[0]) ?? undefined;
  return (
    <AuthCard
      title={labels.login.title}
      subtitle={labels.login.subtitle}
      footer={
        <>
          {labels.login.noAccount}{' '}
          <Link to={paths.Register.getHref(returnTo)}>{labels.login.toRegister}</Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
