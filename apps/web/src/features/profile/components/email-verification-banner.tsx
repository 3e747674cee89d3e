import { MailWarning } from 'lucide-react';
import { emailVerificationLabels, recoveryMessages } from '@sehat/core/auth/recovery-messages';
import { Button } from '#web/components/ui/button';
import { profileSections } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-error';
import { useResendVerification } from '../api/resend-verification';
import styles from './email-verification-banner.module.css';

/** Shown while the account's address is unverified: why it matters, and "kirim ulang". */
export function EmailVerificationBanner({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <section
      id={profileSections.verifyEmail}
      className={styles.banner}
      aria-labelledby="verifikasi-email-judul"
    >
      <MailWarning aria-hidden="true" size={22} className={styles.icon} />
      <div className={styles.body}>
        <h2 id="verifikasi-email-judul" className={styles.title}>
          {emailVerificationLabels.bannerTitle}
        </h2>
        <p className={styles.text}>
          <strong>{email}</strong> · {emailVerificationLabels.bannerText}
        </p>
        <p role="status" className={styles.status}>
          {resend.isSuccess && recoveryMessages.verificationSent}
        </p>
        {resend.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(resend.error, recoveryMessages.verificationFailed)}
          </p>
        )}
      </div>
      <Button variant="secondary" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? emailVerificationLabels.resending : emailVerificationLabels.resend}
      </Button>
    </section>
  );
}
