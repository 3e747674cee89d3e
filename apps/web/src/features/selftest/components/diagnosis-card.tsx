import { ShieldCheck } from 'lucide-react';
import { crisisResultMessages } from '@sehat/core/safety/messages';
import { resultLabels } from '@sehat/core/selftest/messages';
import { formatDate } from '@sehat/core/time/format';
import type { ResultView } from '../utils/result-view';
import note from '../../../components/ui/note.module.css';
import styles from './result.module.css';

/**
 * The result, its severity as a bar (spec §9 percentages), when it was taken, and the caveat.
 * After a crisis answer it is labelled as the count of complaints it is (ADR 112).
 */
export function DiagnosisCard({ view, summary }: { view: ResultView; summary: string }) {
  const testedOn = view.testedAt ? formatDate(view.testedAt) : '';
  return (
    <section
      className={styles.card}
      aria-labelledby="diagnosis-title"
      data-severity={view.severity}
      data-crisis={view.crisis || undefined}
    >
      <p className={styles.cardLabel}>
        {view.crisis ? crisisResultMessages.cardLabel : resultLabels.mainResult}
      </p>
      <div className={styles.cardHead}>
        <h2 id="diagnosis-title" className={styles.cardTitle}>
          {view.hasil}
        </h2>
        <span className={styles.badge}>{resultLabels.severityOf(view.severity)}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={resultLabels.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.progress}
        aria-valuetext={`${view.severity}, ${view.progress}%`}
      >
        <span className={styles.barFill} style={{ width: `${view.progress}%` }} />
      </div>
      <dl className={styles.meta}>
        {testedOn && (
          <div>
            <dt>{resultLabels.testedOn}</dt>
            <dd>{testedOn}</dd>
          </div>
        )}
        {view.score !== null && (
          <div>
            <dt>{resultLabels.yesAnswers}</dt>
            <dd>{view.score}</dd>
          </div>
        )}
      </dl>
      <p className={styles.summary}>{summary}</p>
      {view.crisis && <p className={styles.crisisNote}>{crisisResultMessages.cardNote}</p>}
      <p className={`${note.note} ${styles.caveat}`}>
        <ShieldCheck aria-hidden="true" size={18} />
        {resultLabels.screeningNotDiagnosis}
      </p>
    </section>
  );
}
