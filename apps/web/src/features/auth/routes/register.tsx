import { Link, useSearchParams } from 'react-router';
import { labels } from '@sehat/core/messages';
import { paths } from '../../../config/paths';
import { readReturnTo } from '../../../lib/auth/return-to';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  // The way back survives switching between login and registration.
  const returnTo = readReturnTo(useSearchParams()[0]) ?? undefined;
  return (
    <AuthCard
      title={labels.register.title}
      subtitle={labels.register.subtitle}
      footer={
        <>
          {labels.register.haveAccount}{' '}
          <Link to={paths.Login.getHref(returnTo)}>{labels.register.toLogin}</Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
