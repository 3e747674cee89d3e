import { useState } from 'react';
import { checkNewPasswordForm } from '@sehat/core/auth/form-rules';
import { newPasswordFormSchema } from '@sehat/core/auth/recovery';
import { recoveryMessages, resetPasswordLabels } from '@sehat/core/auth/recovery-messages';
import type { User } from '@sehat/core/user/user-schema';
import { Button } from '#web/components/ui/button';
import { ButtonLink } from '#web/components/ui/button-link';
import { Confirmation, useConfirmation } from '#web/components/ui/confirmation';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextField } from '#web/components/ui/text-field';
import formStyles from '#web/components/ui/form.module.css';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-error';
import { useZodForm } from '#web/lib/use-zod-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useReturnTo } from '../hooks/use-return-to';

/** The new password, twice, with the registration rules; then the person is logged in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { attachForm, ...form } = useZodForm({
    schema: newPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    check: checkNewPasswordForm,
  });
  const [showPasswords, setShowPasswords] = useState(false);
  const reset = useConfirmPasswordReset();
  const { finish } = useReturnTo();
  // Said here, where the person pressed Save; they go on when they have read it.
  const confirmation = useConfirmation();
  const [done, setDone] = useState<{ user: User | null } | null>(null);

  const onSubmit = form.submitWith(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: ({ user }) => {
          setDone({ user });
          confirmation.show(user ? resetPasswordLabels.done : resetPasswordLabels.doneLogIn);
        },
        onError: (error) => form.showFailure(error, errorMessage(error, recoveryMessages.resetFailed)),
      },
    ),
  );

  let next = null;
  if (done?.user) {
    const user = done.user;
    next = (
      <Button size="lg" block onClick={() => finish(user)}>
        {resetPasswordLabels.continue}
      </Button>
    );
  } else if (done) {
    next = (
      <ButtonLink to={paths.Login.getHref()} size="lg" block>
        {resetPasswordLabels.logIn}
      </ButtonLink>
    );
  }

  return (
    <>
      <Confirmation shown={confirmation.shown} />
      {next ?? (
        <form ref={attachForm} className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
          <FormAlert {...form.alert} />
          <TextField
            {...form.field('password')}
            label={resetPasswordLabels.password}
            type={showPasswords ? 'text' : 'password'}
            autoComplete="new-password"
          />
          <TextField
            {...form.field('confirmPassword')}
            label={resetPasswordLabels.confirm}
            type={showPasswords ? 'text' : 'password'}
            autoComplete="new-password"
          />
          <label className={formStyles.checkbox}>
            <input
              type="checkbox"
              checked={showPasswords}
              onChange={(e) => setShowPasswords(e.target.checked)}
            />
            {resetPasswordLabels.showPasswords}
          </label>
          <Button type="submit" size="lg" block loading={reset.isPending}>
            {reset.isPending ? resetPasswordLabels.submitting : resetPasswordLabels.submit}
          </Button>
        </form>
      )}
    </>
  );
}
