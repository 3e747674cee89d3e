import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { checkRegisterForm } from '@sehat/core/auth/form-rules';
import { registerBodySchema } from '@sehat/core/auth/schemas';
import { labels } from '@sehat/core/messages';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import formStyles from '../../../components/ui/form.module.css';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { fieldErrorsFromIssues, pickFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useRegister } from '../api/register';

const fieldNames = ['username', 'fullName', 'email', 'password', 'confirmPassword'] as const;
type FieldName = (typeof fieldNames)[number];
type Values = Record<FieldName, string>;

const emptyValues: Values = { username: '', fullName: '', email: '', password: '', confirmPassword: '' };

const fields: { name: FieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'username', label: labels.register.username, type: 'text', autoComplete: 'username' },
  { name: 'fullName', label: labels.register.fullName, type: 'text', autoComplete: 'name' },
  { name: 'email', label: labels.register.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: labels.register.password, type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: labels.register.confirmPassword,
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** Sign-up: the spec's checks first, then the server's own rules, then the server. */
export function RegisterForm() {
  const [values, setValues] = useState<Values>(emptyValues);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<FieldName>>({});
  const register = useRegister();
  const navigate = useNavigate();

  const onChange = (name: FieldName, value: string) => {
    setValues({ ...values, [name]: value });
    if (fieldErrors[name]) setFieldErrors({ ...fieldErrors, [name]: undefined });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkRegisterForm(values);
    setFormError(problem);
    setFieldErrors({});
    if (problem) return;
    const parsed = registerBodySchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues<FieldName>(parsed.error));
      return;
    }
    register.mutate(parsed.data, {
      onSuccess: () => void navigate(paths.Home.getHref(), { replace: true }),
      onError: (error) => {
        setFormError(errorMessage(error));
        if (error instanceof ApiError) setFieldErrors(pickFieldErrors(error.fields, fieldNames));
      },
    });
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          autoCapitalize={field.name === 'fullName' ? 'words' : 'none'}
          value={values[field.name]}
          error={fieldErrors[field.name]}
          onChange={(e) => onChange(field.name, e.target.value)}
        />
      ))}
      <Button type="submit" size="lg" block loading={register.isPending}>
        {register.isPending ? labels.register.submitting : labels.register.submit}
      </Button>
    </form>
  );
}
