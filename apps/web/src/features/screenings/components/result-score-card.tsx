import { ShieldCheck } from 'lucide-react';
import { maxScoreOf } from '@sehat/core/screenings/bands';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { bandLabels, screeningResultMessages as m } from '@sehat/core/screenings/messages';
import { formatDate } from '@sehat/core/time/format';
import type { ShownResult } from '../utils/results-to-show';
import { BandScale } from './band-scale';
import note from '../../../components/ui/note.module.css';
import styles from './result.module.css';

/**
 * The score out of the maximum, its band on the scale, the date, and that this is no diagnosis.
 * After an item-9 answer above 0 the card says first that this answer counts more than the score.
 */
export function ResultScoreCard({ code, result }: { code: ScoredScreeningCode; result: ShownResult }) {
  return (
    <section
      className={styles.card}
      aria-labelledby="score-title"
      data-band={result.band}
      data-crisis={result.crisis}
    >
      <div className={styles.cardHead}>
        <h2 id="score-title" className={styles.cardTitle}>
          {m.score} {m.scoreOf(result.score, maxScoreOf(code))}
        </h2>
        <span className={styles.badge} data-band={result.band}>
          {m.band} {bandLabels[result.band]}
        </span>
      </div>
      <BandScale code={code} result={result} />
      {result.crisis && <p className={styles.crisisMeaning}>{m.crisisMeaning}</p>}
      <dl className={styles.meta}>
        <div>
          <dt>{m.testedOn}</dt>
          <dd>{formatDate(result.createdAt)}</dd>
        </div>
      </dl>
      <p className={`${note.note} ${styles.caveat}`}>
        <ShieldCheck aria-hidden="true" size={18} />
        {m.caveat}
      </p>
    </section>
  );
}
