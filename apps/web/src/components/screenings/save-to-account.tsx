import { Smartphone } from 'lucide-react';
import { keepResultsMessages, screeningTrendMessages } from '@sehat/core/screenings/messages';
import { paths } from '#web/config/paths';
import { ButtonLink } from '../ui/button-link';
import styles from './device-results.module.css';

/**
 * A visitor's result lives on this device: the way to keep it in an account, back to its page,
 * where the result is then offered to the account (any screening, SRQ-29 too).
 */
export function SaveToAccount({ returnPath }: { returnPath: string }) {
  const returnTo = { path: returnPath };
  return (
    <section className={styles.save} aria-labelledby="save-title">
      <h2 id="save-title" className={styles.title}>
        <Smartphone aria-hidden="true" size={20} />
        {screeningTrendMessages.onDevice}
      </h2>
      <p>{keepResultsMessages.loginToKeep}</p>
      <div className={styles.actions}>
        <ButtonLink variant="secondary" to={paths.Login.getHref(returnTo)}>
          {keepResultsMessages.login}
        </ButtonLink>
        <ButtonLink variant="ghost" to={paths.Register.getHref(returnTo)}>
          {keepResultsMessages.register}
        </ButtonLink>
      </div>
    </section>
  );
}
