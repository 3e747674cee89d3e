import { CalendarDays, ShieldCheck, UserCheck } from 'lucide-react';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { screeningMinutes, type ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { screeningTestMessages as m } from '@sehat/core/screenings/messages';
import { selftestMessages } from '@sehat/core/selftest/messages';
import styles from './screening.module.css';

/** What to do and about which period (the last two weeks), before the first question. */
export function ScreeningInstructions({ code }: { code: ScoredScreeningCode }) {
  return (
    <section className={styles.instructions} aria-labelledby="screening-instructions-title">
      <h2 id="screening-instructions-title" className={styles.instructionsTitle}>
        <CalendarDays aria-hidden="true" size={20} />
        {m.instructionsTitle}
      </h2>
      <ol className={styles.instructionList}>
        {m.instructions(screeningMinutes[code]).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <p className={styles.note}>
        <ShieldCheck aria-hidden="true" size={16} />
        {selftestMessages.disclaimer} {m.privacyNote}
      </p>
      <p className={styles.note}>
        <UserCheck aria-hidden="true" size={16} />
        {privacyMessages.adultsOnly}
      </p>
    </section>
  );
}
