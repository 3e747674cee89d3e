import { Smartphone } from 'lucide-react';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { keepResultsMessages as m, screeningTrendMessages } from '@sehat/core/screenings/messages';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import styles from './result.module.css';

/** A visitor's result lives on this device: the way to keep it in an account, back to this page. */
export function SaveToAccount({ code }: { code: ScoredScreeningCode }) {
  const returnTo = { path: paths.ScreeningResult.getHref(code) };
  return (
    <section className={`${styles.save} ${styles.noPrint}`} aria-labelledby="save-title">
      <h2 id="save-title" className={styles.saveTitle}>
        <Smartphone aria-hidden="true" size={20} />
        {screeningTrendMessages.onDevice}
      </h2>
      <p>{m.loginToKeep}</p>
      <div className={styles.actions}>
        <ButtonLink variant="secondary" to={paths.Login.getHref(returnTo)}>
          {m.login}
        </ButtonLink>
        <ButtonLink variant="ghost" to={paths.Register.getHref(returnTo)}>
          {m.register}
        </ButtonLink>
      </div>
    </section>
  );
}
