import { CalendarDays, ShieldCheck, UserCheck } from 'lucide-react';
import { privacyMessages } from '@sehat/core/privacy/messages';
import styles from './questionnaire.module.css';

/** What to do and about which period, before the first question; what it is not; adults only. */
export function QuestionnaireInstructions({
  titleId,
  title,
  lines,
  privacyNote,
}: {
  titleId: string;
  title: string;
  lines: readonly string[];
  /** That this is no diagnosis, and who sees the answers. */
  privacyNote: string;
}) {
  return (
    <section className={styles.instructions} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.instructionsTitle}>
        <CalendarDays aria-hidden="true" size={20} />
        {title}
      </h2>
      <ol className={styles.instructionList}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <p className={styles.note}>
        <ShieldCheck aria-hidden="true" size={16} />
        {privacyNote}
      </p>
      <p className={styles.note}>
        <UserCheck aria-hidden="true" size={16} />
        {privacyMessages.adultsOnly}
      </p>
    </section>
  );
}
