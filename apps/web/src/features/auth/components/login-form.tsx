import { useState, type FormEvent } from 'react';
import { checkLoginForm } from '@sehat/core/auth/form-rules';
import { labels } from '@sehat/core/messages';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import formStyles from '../../../components/ui/form.module.css';
import { errorMessage } from '../../../lib/api-error';
import { returnsToResult } from '../../../lib/auth/return-to';
import { useFormFeedback } from '../../../lib/use-form-feedback';
import { useLogin } from '../api/login';
import { useReturnTo } from '../hooks/use-return-to';

/** Login with username or email (spec §2 Screens, §5), then back where the visitor was. */
export function LoginForm() {
  const [values, setValues] = useState({ login: '', password: '' });
  const { attachForm, ...feedback } = useFormFeedback<'login' | 'password'>();
  const { returnTo, finish } = useReturnTo();
  const login = useLogin({ keepVisitorResult: returnsToResult(returnTo) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkLoginForm(values);
    if (problem) return feedback.fail({ message: problem.message, invalid: problem.fields });
    feedback.clear();
    login.mutate(
      { login: values.login.trim(), password: values.password },
      {
        onSuccess: ({ user }) => finish(user.role),
        onError: (error) => feedback.fail({ message: errorMessage(error) }),
      },
    );
  };

  return (
    <form ref={attachForm} className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormAlert {...feedback.alert} />
      <TextField
        {...feedback.field('login')}
        label={labels.login.username}
        name="login"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.login}
        onChange={(e) => setValues({ ...values, login: e.target.value })}
      />
      <TextField
        {...feedback.field('password')}
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
