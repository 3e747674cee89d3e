import { Link } from 'react-router';
import { labels } from '@sehat/core/messages';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  return (
    <AuthCard
      title={labels.register.title}
      subtitle={labels.register.subtitle}
      footer={
        <>
          {labels.register.haveAccount} <Link to={paths.Login.getHref()}>{labels.register.toLogin}</Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
