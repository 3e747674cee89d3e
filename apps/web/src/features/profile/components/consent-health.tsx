import { Link } from 'react-router';
import { consentMessages } from '@sehat/core/privacy/consent-messages';
import type { ConsentRecord } from '@sehat/core/privacy/export-schema';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { formatDate } from '@sehat/core/time/format';
import { ButtonLink } from '#web/components/ui/button-link';
import { paths, profileSections } from '#web/config/paths';
import own from './consent-settings.module.css';
import styles from './my-data.module.css';

/**
 * The consent to process health data: what it says, when and to which policy it was given, and
 * what withdrawing it means. Without it the account cannot work, so withdrawing it is deleting
 * the account (ADR 201), which the profile's delete form does with the password.
 */
export function ConsentHealth({ consent }: { consent: ConsentRecord }) {
  const m = consentMessages;
  return (
    <section className={`${styles.section} ${own.card}`} aria-labelledby="consent-health-title">
      <h2 id="consent-health-title" className={styles.title}>
        {m.healthTitle}
      </h2>
      <p>
        {consent.givenAt && consent.policyVersion
          ? m.healthGiven(consent.policyVersion, formatDate(consent.givenAt))
          : m.healthNotGiven}
      </p>
      <h3 className={own.lead}>{m.agreedTo}</h3>
      <ul className={own.agreed}>
        <li>{privacyMessages.consentLabel}</li>
        <li>{privacyMessages.adultLabel}</li>
      </ul>
      <Link to={paths.PrivacyPolicy.getHref()}>{m.policyLink}</Link>
      <div className={styles.danger}>
        <h3 className={styles.subtitle}>{m.withdrawHealthTitle}</h3>
        <p className={styles.hint}>{m.withdrawHealthText}</p>
        <ButtonLink to={paths.Profile.getHref(profileSections.deleteAccount)} variant="danger">
          {m.withdrawHealthLink}
        </ButtonLink>
      </div>
    </section>
  );
}
