import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { checkLoginForm } from '@sehat/core/auth/form-rules';
import { labels } from '@sehat/core/messages';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import formStyles from '../../../components/ui/form.module.css';
import { errorMessage } from '../../../lib/api-error';
import { afterLoginTarget } from '../../../lib/auth/access-rules';
import { useLogin } from '../api/login';

/** Login with username or email (spec §2 Screens, §5). */
export function LoginForm() {
  const [values, setValues] = useState({ login: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const login = useLogin();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkLoginForm(values);
    setFormError(problem);
    if (problem) return;
    login.mutate(
      { login: values.login.trim(), password: values.password },
      {
        onSuccess: ({ user }) => void navigate(afterLoginTarget(user.role), { replace: true }),
        onError: (error) => setFormError(errorMessage(error)),
      },
    );
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <TextField
        label={labels.login.username}
        name="login"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.login}
        onChange={(e) => setValues({ ...values, login: e.target.value })}
      />
      <TextField
        label={labels.login.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
      />
      <Button type="submit" size="lg" block loading={login.isPending}>
        {login.isPending ? labels.login.submitting : labels.login.submit}
      </Button>
    </form>
  );
}
