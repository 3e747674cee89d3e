import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { checkChangePasswordForm } from '@sehat/core/auth/form-rules';
import { dialogTitles, labels, passwordMessages } from '@sehat/core/messages';
import { useDialog } from '../../../components/dialog/dialog-context';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import formStyles from '../../../components/ui/form.module.css';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { pickFieldErrors } from '../../../lib/form-errors';
import { useFormFeedback } from '../../../lib/use-form-feedback';
import { useChangePassword } from '../api/change-password';

/** Spec §5: back to where the user came from (the profile) 1.5 s after a successful change. */
const redirectDelayMs = 1500;

type FieldName = 'currentPassword' | 'newPassword' | 'confirmPassword';
const serverFields = ['currentPassword', 'newPassword'] as const;

const fields: { name: FieldName; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: labels.changePassword.current, autoComplete: 'current-password' },
  { name: 'newPassword', label: labels.changePassword.next, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: labels.changePassword.confirm, autoComplete: 'new-password' },
];

/** The three-field change of spec §5, for users (back to Profile) and admins (back to the admin area). */
export function ChangePasswordForm({ doneHref }: { doneHref: string }) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [showPasswords, setShowPasswords] = useState(false);
  const { attachForm, ...feedback } = useFormFeedback<FieldName>();
  const [done, setDone] = useState(false);
  const changePassword = useChangePassword();
  const dialog = useDialog();
  const navigate = useNavigate();

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(doneHref), redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [done, navigate, doneHref]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkChangePasswordForm(values);
    if (problem) return feedback.fail({ message: problem.message, invalid: problem.fields });
    feedback.clear();
    const confirmed = await dialog.confirm({
      title: dialogTitles.confirm,
      message: passwordMessages.confirmQuestion,
    });
    if (!confirmed) return;
    changePassword.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => setDone(true),
        onError: (error) =>
          feedback.fail({
            message: errorMessage(error, passwordMessages.failed),
            fields: error instanceof ApiError ? pickFieldErrors(error.fields, serverFields) : {},
          }),
      },
    );
  };

  return (
    <form ref={attachForm} className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormAlert {...feedback.alert} />
      <FormAlert message={done ? passwordMessages.success : null} tone="success" />
      {fields.map((field) => (
        <TextField
          key={field.name}
          {...feedback.field(field.name)}
          label={field.label}
          name={field.name}
          type={showPasswords ? 'text' : 'password'}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          disabled={done}
          onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
        />
      ))}
      <label className={formStyles.checkbox}>
        <input type="checkbox" checked={showPasswords} onChange={(e) => setShowPasswords(e.target.checked)} />
        {labels.changePassword.showPasswords}
      </label>
      <Button type="submit" size="lg" block loading={changePassword.isPending} disabled={done}>
        {changePassword.isPending ? labels.changePassword.submitting : labels.changePassword.submit}
      </Button>
    </form>
  );
}
