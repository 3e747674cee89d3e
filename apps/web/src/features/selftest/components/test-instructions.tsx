import { CalendarDays, ShieldCheck } from 'lucide-react';
import { selftestMessages } from '@sehat/core/selftest/messages';
import styles from './questionnaire.module.css';

/** What to do and about which period (the last 30 days), before the first question. */
export function TestInstructions() {
  return (
    <section className={styles.instructions} aria-labelledby="instructions-title">
      <h2 id="instructions-title" className={styles.instructionsTitle}>
        <CalendarDays aria-hidden="true" size={20} />
        {selftestMessages.instructionsTitle}
      </h2>
      <ol className={styles.instructionList}>
        {selftestMessages.instructions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <p className={styles.note}>
        <ShieldCheck aria-hidden="true" size={16} />
        {selftestMessages.disclaimer} {selftestMessages.privacyNote}
      </p>
    </section>
  );
}
