import { useEffect } from 'react';
import { emailVerificationLabels, recoveryMessages } from '@sehat/core/auth/recovery-messages';
import { ButtonLink } from '#web/components/ui/button-link';
import { FormAlert } from '#web/components/ui/form-alert';
import { LoadingState } from '#web/components/ui/loading-state';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-error';
import { useSession } from '#web/lib/auth/session';
import { useConfirmEmailVerification } from '../api/confirm-email-verification';
import { AuthCard } from '../components/auth-card';
import { NoReferrer, useLinkToken } from '../hooks/use-link-token';
import styles from '../components/auth-card.module.css';

/** `/verifikasi-email?token=…`: confirms the address as soon as the link is opened. */
export function VerifyEmailRoute() {
  const token = useLinkToken();
  const { user } = useSession();
  const { mutate, ...verification } = useConfirmEmailVerification();

  useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);

  const failed = !token || verification.isError;
  const next = user ? paths.Profile.getHref() : paths.Home.getHref();
  return (
    <AuthCard
      title={
        verification.isSuccess
          ? emailVerificationLabels.verifiedTitle
          : failed
            ? emailVerificationLabels.failedTitle
            : emailVerificationLabels.pageTitle
      }
    >
      <NoReferrer />
      {!failed && !verification.isSuccess && <LoadingState text={emailVerificationLabels.verifying} />}
      <FormAlert
        message={verification.isSuccess ? emailVerificationLabels.verifiedText : null}
        tone="success"
      />
      <FormAlert
        message={
          failed ? errorMessage(verification.error ?? null, recoveryMessages.verificationTokenInvalid) : null
        }
      />
      {(verification.isSuccess || failed) && (
        <div className={styles.actions}>
          <ButtonLink to={next}>
            {user ? emailVerificationLabels.toProfile : emailVerificationLabels.toHome}
          </ButtonLink>
        </div>
      )}
    </AuthCard>
  );
}
