import { checkRegisterForm } from '@sehat/core/auth/form-rules';
import { registerBodySchema } from '@sehat/core/auth/schemas';
import { registerLabels } from '@sehat/core/auth/messages';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextField } from '#web/components/ui/text-field';
import formStyles from '#web/components/ui/form.module.css';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-error';
import { keepsVisitorResult } from '#web/lib/auth/return-to';
import { useZodForm } from '#web/lib/use-zod-form';
import { useRegister } from '../api/register';
import { useReturnTo } from '../hooks/use-return-to';
import { ConsentFields } from './consent-fields';

const emptyValues = {
  username: '',
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  // Never pre-ticked: consent is an act of the person, not a default.
  consent: false,
  adult: false,
  statistics: false,
};

type TextName = Exclude<keyof typeof emptyValues, 'consent' | 'adult' | 'statistics'>;

const fields: { name: TextName; label: string; type: string; autoComplete: string }[] = [
  { name: 'username', label: registerLabels.username, type: 'text', autoComplete: 'username' },
  { name: 'fullName', label: registerLabels.fullName, type: 'text', autoComplete: 'name' },
  { name: 'email', label: registerLabels.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: registerLabels.password, type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: registerLabels.confirmPassword,
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** Sign-up: the spec's checks first, then the server's own rules, then the server. */
export function RegisterForm() {
  const { attachForm, ...form } = useZodForm({
    schema: registerBodySchema,
    defaultValues: emptyValues,
    check: checkRegisterForm,
  });
  const { returnTo, finish } = useReturnTo();
  const register = useRegister({ keepVisitorResult: keepsVisitorResult(returnTo) });

  const checkbox = (name: 'consent' | 'adult' | 'statistics') => {
    const { invalid: _invalid, describedBy: _describedBy, ...field } = form.field(name);
    return field;
  };

  const onSubmit = form.submitWith((body) =>
    register.mutate(body, {
      onSuccess: ({ user }) => finish(user, paths.Home.getHref()),
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
      {fields.map((field) => (
        <TextField
          key={field.name}
          {...form.field(field.name)}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          autoCapitalize={field.name === 'fullName' ? 'words' : 'none'}
        />
      ))}
      <ConsentFields field={checkbox} />
      <Button type="submit" size="lg" block loading={register.isPending}>
        {register.isPending ? registerLabels.submitting : registerLabels.submit}
      </Button>
    </form>
  );
}
