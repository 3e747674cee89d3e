import { crisisResultMessages } from '@sehat/core/safety/messages';
import { resultLabels } from '@sehat/core/selftest/messages';
import { formatDate } from '@sehat/core/time/format';
import { ResultCard, ResultCrisisNote, ResultFacts } from '#web/components/result/result-card';
import type { ResultView } from '../utils/result-view';
import { severityTone } from '../utils/severity-tone';
import styles from './result.module.css';

/**
 * The result, its severity as a bar (spec §9 percentages), when it was taken, and the caveat.
 * After a crisis answer it is labelled as the count of complaints it is (ADR 112).
 */
export function DiagnosisCard({ view, summary }: { view: ResultView; summary: string }) {
  const facts = [
    ...(view.testedAt ? [{ term: resultLabels.testedOn, value: formatDate(view.testedAt) }] : []),
    ...(view.score !== null ? [{ term: resultLabels.yesAnswers, value: view.score }] : []),
  ];
  return (
    <ResultCard
      titleId="diagnosis-title"
      label={view.crisis ? crisisResultMessages.cardLabel : resultLabels.mainResult}
      title={view.hasil}
      level={resultLabels.severityOf(view.severity)}
      tone={severityTone(view.severity)}
      crisis={view.crisis}
      caveat={resultLabels.screeningNotDiagnosis}
    >
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
      <ResultFacts facts={facts} />
      <p className={styles.summary}>{summary}</p>
      {view.crisis && <ResultCrisisNote>{crisisResultMessages.cardNote}</ResultCrisisNote>}
    </ResultCard>
  );
}
