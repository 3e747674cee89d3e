import { Link } from 'react-router';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { paths } from '#web/config/paths';

type Field = Omit<React.ComponentProps<typeof CheckboxField>, 'label' | 'extra'>;

/** The consent boxes of sign-up and of the re-consent screen: never pre-ticked. */
export function ConsentFields({ field }: { field: (name: 'consent' | 'adult' | 'statistics') => Field }) {
  return (
    <>
      <CheckboxField
        {...field('consent')}
        label={privacyMessages.consentLabel}
        extra={
          <Link to={paths.PrivacyPolicy.getHref()} target="_blank" rel="noopener">
            {privacyMessages.consentPolicyLink}
          </Link>
        }
      />
      <CheckboxField {...field('adult')} label={privacyMessages.adultLabel} />
      <CheckboxField {...field('statistics')} label={privacyMessages.statisticsLabel} />
    </>
  );
}
