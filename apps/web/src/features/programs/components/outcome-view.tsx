import { programLabels } from '@sehat/core/programs/messages';
import type { ProgramOutcome } from '@sehat/core/programs/outcome';
import type { ProgramMeasureView } from '@sehat/core/programs/schemas';
import { maxScoreOf } from '@sehat/core/screenings/bands';
import styles from './programs.module.css';

function verdict(outcome: ProgramOutcome): string {
  if (outcome.deterioration) return programLabels.outcome.deterioration;
  if (outcome.reliableImprovement) return programLabels.outcome.reliableImprovement;
  if (outcome.notOnTrack) return programLabels.outcome.notOnTrack;
  return programLabels.outcome.steady;
}

/** The PHQ-9 scores of every done session as bars, and what the change so far means. */
export function OutcomeView({
  measures,
  outcome,
}: {
  measures: readonly ProgramMeasureView[];
  outcome: ProgramOutcome;
}) {
  const max = maxScoreOf('phq9');
  return (
    <section className={styles.panel} aria-labelledby="outcome-title">
      <h2 id="outcome-title" className={styles.panelTitle}>
        {programLabels.outcomeTitle}
      </h2>
      <ol className={styles.scores}>
        {measures.map((measure) => (
          <li key={measure.nomor} className={styles.score}>
            <span>{programLabels.scoreAt(measure.nomor)}</span>
            <span
              className={styles.bar}
              style={{ width: `${(measure.score / max) * 100}%` }}
              aria-hidden="true"
            />
            <span>{programLabels.scoreOf(measure.score)}</span>
          </li>
        ))}
      </ol>
      <p role="status">{verdict(outcome)}</p>
    </section>
  );
}
