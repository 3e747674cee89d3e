import { Link } from 'react-router';
import { forgotPasswordLabels } from '@sehat/core/auth/recovery-messages';
import { paths } from '#web/config/paths';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import styles from '../components/auth-card.module.css';

/** "Lupa kata sandi?": a reset link by mail, or, without mail, the team's help. */
export function ForgotPasswordRoute() {
  return (
    <AuthCard
      title={forgotPasswordLabels.title}
      subtitle={forgotPasswordLabels.subtitle}
      footer={<Link to={paths.Login.getHref()}>{forgotPasswordLabels.backToLogin}</Link>}
    >
      <ForgotPasswordForm />
      <p className={styles.hint}>{forgotPasswordLabels.noMailHint}</p>
    </AuthCard>
  );
}
