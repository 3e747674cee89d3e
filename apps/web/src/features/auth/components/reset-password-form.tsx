import { useState } from 'react';
import { checkNewPasswordForm } from '@sehat/core/auth/form-rules';
import { newPasswordFormSchema } from '@sehat/core/auth/recovery';
import { recoveryMessages, resetPasswordLabels } from '@sehat/core/auth/recovery-messages';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import formStyles from '../../../components/ui/form.module.css';
import { errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
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

  const onSubmit = form.submitWith(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: ({ user }) => {
          if (user) finish(user);
        },
        onError: (error) => form.showFailure(error, errorMessage(error, recoveryMessages.resetFailed)),
      },
    ),
  );

  return (
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
        <input type="checkbox" checked={showPasswords} onChange={(e) => setShowPasswords(e.target.checked)} />
        {resetPasswordLabels.showPasswords}
      </label>
      <Button type="submit" size="lg" block loading={reset.isPending}>
        {reset.isPending ? resetPasswordLabels.submitting : resetPasswordLabels.submit}
      </Button>
    </form>
  );
}
