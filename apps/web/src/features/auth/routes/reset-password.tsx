import { Link } from 'react-router';
import { resetPasswordLabels } from '@sehat/core/auth/recovery-messages';
import { FormAlert } from '#web/components/ui/form-alert';
import { paths } from '#web/config/paths';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { NoReferrer, useLinkToken } from '../hooks/use-link-token';

/** `/atur-ulang-kata-sandi?token=…`, from a reset mail or an admin's one-time link. */
export function ResetPasswordRoute() {
  const token = useLinkToken();
  return (
    <AuthCard
      title={resetPasswordLabels.title}
      subtitle={resetPasswordLabels.subtitle}
      footer={<Link to={paths.ForgotPassword.getHref()}>{resetPasswordLabels.requestNew}</Link>}
    >
      <NoReferrer />
      {token ? <ResetPasswordForm token={token} /> : <FormAlert message={resetPasswordLabels.missingToken} />}
    </AuthCard>
  );
}
