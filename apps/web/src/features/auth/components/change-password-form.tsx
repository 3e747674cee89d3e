import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { checkChangePasswordForm } from '@sehat/core/auth/form-rules';
import { changePasswordBodySchema } from '@sehat/core/auth/schemas';
import { timings } from '@sehat/core/timings';
import { passwordMessages, changePasswordLabels } from '@sehat/core/auth/messages';
import { useDialog } from '#web/components/dialog/dialog-context';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextField } from '#web/components/ui/text-field';
import formStyles from '#web/components/ui/form.module.css';
import { errorMessage } from '#web/lib/api-error';
import { useZodForm } from '#web/lib/use-zod-form';
import { useChangePassword } from '../api/change-password';

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const fields: { name: keyof typeof emptyValues; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: changePasswordLabels.current, autoComplete: 'current-password' },
  { name: 'newPassword', label: changePasswordLabels.next, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: changePasswordLabels.confirm, autoComplete: 'new-password' },
];

/** The three-field change of spec §5, for users (back to Profile) and admins (back to the admin area). */
export function ChangePasswordForm({ doneHref }: { doneHref: string }) {
  const { attachForm, ...form } = useZodForm({
    schema: changePasswordBodySchema,
    defaultValues: emptyValues,
    check: checkChangePasswordForm,
  });
  const [showPasswords, setShowPasswords] = useState(false);
  const [done, setDone] = useState(false);
  const changePassword = useChangePassword();
  const dialog = useDialog();
  const navigate = useNavigate();

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(doneHref), timings.redirectAfterSuccessMs);
    return () => window.clearTimeout(timer);
  }, [done, navigate, doneHref]);

  const onSubmit = form.submitWith(async (body) => {
    const confirmed = await dialog.confirm({
      message: passwordMessages.confirmQuestion,
    });
    if (!confirmed) return;
    changePassword.mutate(body, {
      onSuccess: () => {
        // Nothing of the old or new password stays on screen (or in the form) afterwards.
        form.reset(emptyValues);
        setDone(true);
      },
      onError: (error) => form.showFailure(error, errorMessage(error, passwordMessages.failed)),
    });
  });

  return (
    <form ref={attachForm} className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormAlert {...form.alert} />
      <FormAlert message={done ? passwordMessages.success : null} tone="success" />
      {fields.map((field) => (
        <TextField
          key={field.name}
          {...form.field(field.name)}
          label={field.label}
          type={showPasswords ? 'text' : 'password'}
          autoComplete={field.autoComplete}
          disabled={done}
        />
      ))}
      <label className={formStyles.checkbox}>
        <input type="checkbox" checked={showPasswords} onChange={(e) => setShowPasswords(e.target.checked)} />
        {changePasswordLabels.showPasswords}
      </label>
      <Button type="submit" size="lg" block loading={changePassword.isPending} disabled={done}>
        {changePassword.isPending ? changePasswordLabels.submitting : changePasswordLabels.submit}
      </Button>
    </form>
  );
}
