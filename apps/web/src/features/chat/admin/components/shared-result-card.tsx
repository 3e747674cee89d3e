import { useId } from 'react';
import { ClipboardList } from 'lucide-react';
import type { SharedResult } from '@sehat/core/chat/result-share';
import { resultShareLabels } from '@sehat/core/chat/messages';
import { maxScoreOf } from '@sehat/core/screenings/bands';
import { bandLabels, screeningCatalogue, screeningResultMessages } from '@sehat/core/screenings/messages';
import { formatDate, formatDateTime } from '@sehat/core/time/format';
import styles from './shared-result-card.module.css';

/**
 * Above the thread: the summary of a screening result the user chose to share (never their
 * answers), SRQ-29's result and severity or PHQ-9's and GAD-7's score and band, marked urgent
 * when a risk item was answered.
 */
export function SharedResultCard({ result }: { result: SharedResult }) {
  const titleId = useId();
  return (
    <section className={styles.card} data-crisis={result.crisis || undefined} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        <ClipboardList aria-hidden="true" size={18} />
        {resultShareLabels.cardTitle}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{resultShareLabels.screening}</dt>
          <dd>{screeningCatalogue[result.code].name}</dd>
        </div>
        {result.code === 'srq29' ? (
          <>
            <div>
              <dt>{resultShareLabels.hasil}</dt>
              <dd>{result.hasil}</dd>
            </div>
            <div>
              <dt>{resultShareLabels.severity}</dt>
              <dd>{result.severity}</dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt>{resultShareLabels.score}</dt>
              <dd>
                {result.score !== undefined
                  ? screeningResultMessages.scoreOf(result.score, maxScoreOf(result.code))
                  : ''}
              </dd>
            </div>
            <div>
              <dt>{resultShareLabels.severity}</dt>
              <dd>{result.band ? bandLabels[result.band] : ''}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{resultShareLabels.crisisItem}</dt>
          <dd className={result.crisis ? styles.yes : undefined}>
            {result.crisis ? resultShareLabels.crisisYes : resultShareLabels.crisisNo}
          </dd>
        </div>
        <div>
          <dt>{resultShareLabels.testedAt}</dt>
          <dd>{formatDate(result.testedAt)}</dd>
        </div>
        <div>
          <dt>{resultShareLabels.sharedAt}</dt>
          <dd>{formatDateTime(result.sharedAt)}</dd>
        </div>
      </dl>
    </section>
  );
}
