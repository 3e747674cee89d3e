import { passwordResetRequestSchema } from '@sehat/core/auth/recovery';
import { forgotPasswordLabels, recoveryMessages } from '@sehat/core/auth/recovery-messages';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextField } from '#web/components/ui/text-field';
import formStyles from '#web/components/ui/form.module.css';
import { errorMessage } from '#web/lib/api-error';
import { useZodForm } from '#web/lib/use-zod-form';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * Asks for a reset link. The answer never says whether the address has an account: the same
 * words follow every request (only rate limits and bad input are errors).
 */
export function ForgotPasswordForm() {
  const { attachForm, ...form } = useZodForm({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();

  const onSubmit = form.submitWith((body) =>
    request.mutate(body, {
      onError: (error) => form.showFailure(error, errorMessage(error, recoveryMessages.requestFailed)),
    }),
  );

  return (
    <form
      method="post"
      ref={attachForm}
      className={formStyles.form}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      <FormAlert {...form.alert} />
      <FormAlert message={request.isSuccess ? recoveryMessages.resetRequested : null} tone="success" />
      <TextField
        {...form.field('email')}
        label={forgotPasswordLabels.email}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Button type="submit" size="lg" block loading={request.isPending}>
        {request.isPending ? forgotPasswordLabels.submitting : forgotPasswordLabels.submit}
      </Button>
    </form>
  );
}
