import { useState, type FormEvent } from 'react';
import { checkRegisterForm } from '@sehat/core/auth/form-rules';
import { registerBodySchema } from '@sehat/core/auth/schemas';
import { labels } from '@sehat/core/messages';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import formStyles from '../../../components/ui/form.module.css';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { returnsToResult } from '../../../lib/auth/return-to';
import { fieldErrorsFromIssues, pickFieldErrors } from '../../../lib/form-errors';
import { useFormFeedback } from '../../../lib/use-form-feedback';
import { useRegister } from '../api/register';
import { useReturnTo } from '../hooks/use-return-to';

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
  const { attachForm, ...feedback } = useFormFeedback<FieldName>();
  const { returnTo, finish } = useReturnTo();
  const register = useRegister({ keepVisitorResult: returnsToResult(returnTo) });

  const onChange = (name: FieldName, value: string) => {
    setValues({ ...values, [name]: value });
    feedback.clearField(name);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkRegisterForm(values);
    if (problem) return feedback.fail({ message: problem.message, invalid: problem.fields });
    const parsed = registerBodySchema.safeParse(values);
    if (!parsed.success) return feedback.fail({ fields: fieldErrorsFromIssues<FieldName>(parsed.error) });
    feedback.clear();
    register.mutate(parsed.data, {
      onSuccess: ({ user }) => finish(user.role, paths.Home.getHref()),
      onError: (error) =>
        feedback.fail({
          message: errorMessage(error),
          fields: error instanceof ApiError ? pickFieldErrors(error.fields, fieldNames) : {},
        }),
    });
  };

  return (
    <form ref={attachForm} className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormAlert {...feedback.alert} />
      {fields.map((field) => (
        <TextField
          key={field.name}
          {...feedback.field(field.name)}
          label={field.label}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          autoCapitalize={field.name === 'fullName' ? 'words' : 'none'}
          value={values[field.name]}
          onChange={(e) => onChange(field.name, e.target.value)}
        />
      ))}
      <Button type="submit" size="lg" block loading={register.isPending}>
        {register.isPending ? labels.register.submitting : labels.register.submit}
      </Button>
    </form>
  );
}
