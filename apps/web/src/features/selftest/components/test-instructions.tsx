import { CalendarDays, ShieldCheck, UserCheck } from 'lucide-react';
import { privacyMessages } from '@sehat/core/privacy/messages';
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
      <p className={styles.note}>
        <UserCheck aria-hidden="true" size={16} />
        {privacyMessages.adultsOnly}
      </p>
    </section>
  );
}
