import { consentBodySchema } from '@sehat/core/privacy/schemas';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import formStyles from '#web/components/ui/form.module.css';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-error';
import { useSession } from '#web/lib/auth/session';
import { useZodForm } from '#web/lib/use-zod-form';
import { useGiveConsent } from '../api/give-consent';
import { useReturnTo } from '../hooks/use-return-to';
import { ConsentFields } from './consent-fields';

/**
 * Consent asked again (a new policy, or an account an admin made), then on where they were going.
 * The required boxes start unticked; the optional one keeps the choice the person made before.
 */
export function ConsentForm({ statistics }: { statistics: boolean }) {
  const { attachForm, ...form } = useZodForm({
    schema: consentBodySchema,
    defaultValues: { consent: false, adult: false, statistics },
  });
  const { finish } = useReturnTo();
  const { user } = useSession();
  const give = useGiveConsent();

  const onSubmit = form.submitWith((body) =>
    give.mutate(body, {
      onSuccess: () => {
        if (user) finish(user, paths.Home.getHref());
      },
      onError: (error) => form.showFailure(error, errorMessage(error)),
    }),
  );
  const field = (name: 'consent' | 'adult' | 'statistics') => {
    const { invalid: _invalid, describedBy: _describedBy, ...rest } = form.field(name);
    return rest;
  };

  return (
    <form ref={attachForm} className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormAlert {...form.alert} />
      <ConsentFields field={field} />
      <Button type="submit" size="lg" block loading={give.isPending}>
        {give.isPending ? privacyMessages.consentSaving : privacyMessages.consentSubmit}
      </Button>
    </form>
  );
}
