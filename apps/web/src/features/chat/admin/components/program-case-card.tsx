import { useId } from 'react';
import { Footprints } from 'lucide-react';
import { programCaseLabels, programFlagLabels } from '@sehat/core/programs/messages';
import { formatDate } from '@sehat/core/time/format';
import { useProgramCase } from '../api/program-case';
import styles from './shared-result-card.module.css';

/**
 * Beside the thread, only when the person asked a counsellor to follow their self-help
 * programme (ADR 234): how far they are, PHQ-9 from the start to now, and why to look. Without
 * that consent it shows nothing at all.
 */
export function ProgramCaseCard({
  conversationId,
  inboxRisk,
}: {
  conversationId: number;
  inboxRisk: boolean;
}) {
  const titleId = useId();
  const programs = useProgramCase(conversationId, inboxRisk);
  if (programs.isError) return <p className={styles.note}>{programCaseLabels.loadFailed}</p>;
  if (!programs.data?.length) return null;
  return (
    <section
      className={styles.card}
      data-crisis={programs.data.some((program) => program.flags.includes('crisis')) || undefined}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className={styles.title}>
        <Footprints aria-hidden="true" size={18} />
        {programCaseLabels.title}
      </h3>
      {programs.data.map((program) => (
        <div key={program.code} className={styles.program}>
          <p className={styles.line}>
            <strong>
              {programCaseLabels.progress(program.title, program.sessionsDone, program.sessions)}
            </strong>
            {' · '}
            {program.baseline !== null && program.latest !== null
              ? programCaseLabels.scores(program.baseline, program.latest)
              : programCaseLabels.noMeasure}
          </p>
          {program.flags.length > 0 && (
            <ul className={styles.flags} aria-label={programCaseLabels.flagsTitle}>
              {program.flags.map((flag) => (
                <li key={flag} className={styles.yes}>
                  {programFlagLabels[flag]}
                </li>
              ))}
            </ul>
          )}
          <p className={styles.note}>{programCaseLabels.since(formatDate(program.guidanceSince))}</p>
        </div>
      ))}
    </section>
  );
}
