import { Link } from 'react-router';
import { labels } from '@sehat/core/messages';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  return (
    <AuthCard
      title={labels.login.title}
      subtitle={labels.login.subtitle}
      footer={
        <>
          {labels.login.noAccount} <Link to={paths.Register.getHref()}>{labels.login.toRegister}</Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
