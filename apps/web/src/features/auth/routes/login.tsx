import { Link, useSearchParams } from 'react-router';
import { loginLabels } from '@sehat/core/auth/messages';
import { paths } from '../../../config/paths';
import { readReturnTo } from '../../../lib/auth/return-to';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  // The way back survives switching between login and registration.
  const returnTo = readReturnTo(useSearchParams()[0]) ?? undefined;
  return (
    <AuthCard
      title={loginLabels.title}
      subtitle={loginLabels.subtitle}
      footer={
        <>
          {loginLabels.noAccount} <Link to={paths.Register.getHref(returnTo)}>{loginLabels.toRegister}</Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
