import { Link } from 'react-router';
import { checkLoginForm } from '@sehat/core/auth/form-rules';
import { forgotPasswordLabels } from '@sehat/core/auth/recovery-messages';
import { loginBodySchema } from '@sehat/core/auth/schemas';
import { authMessages, loginLabels } from '@sehat/core/auth/messages';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextField } from '#web/components/ui/text-field';
import formStyles from '#web/components/ui/form.module.css';
import { errorMessage } from '#web/lib/api-error';
import { keepsVisitorResult } from '#web/lib/auth/return-to';
import { useZodForm } from '#web/lib/use-zod-form';
import { useLogin } from '../api/login';
import { useReturnTo } from '../hooks/use-return-to';
import cardStyles from './auth-card.module.css';
import { paths } from '#web/config/paths';

/** Login with username or email (spec §2 Screens, §5), then back where the visitor was. */
export function LoginForm() {
  const { attachForm, ...form } = useZodForm({
    schema: loginBodySchema,
    defaultValues: { login: '', password: '' },
    check: checkLoginForm,
    // Over-long input is a failed login (the server answers the same), not a field's problem.
    formMessages: [authMessages.invalidCredentials],
  });
  const { returnTo, finish } = useReturnTo();
  const login = useLogin({ keepVisitorResult: keepsVisitorResult(returnTo) });

  const onSubmit = form.submitWith((body) =>
    login.mutate(body, {
      onSuccess: ({ user }) => finish(user),
      onError: (error) => form.showFailure(error, errorMessage(error)),
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
      <TextField
        {...form.field('login')}
        label={loginLabels.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...form.field('password')}
        label={loginLabels.password}
        type="password"
        autoComplete="current-password"
      />
      <Link to={paths.ForgotPassword.getHref()} className={cardStyles.forgot}>
        {forgotPasswordLabels.link}
      </Link>
      <Button type="submit" size="lg" block loading={login.isPending}>
        {login.isPending ? loginLabels.submitting : loginLabels.submit}
      </Button>
    </form>
  );
}
