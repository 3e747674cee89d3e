import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { screeningResultMessages as m, screeningRules } from '@sehat/core/screenings/messages';
import styles from './result.module.css';

/** How the score was counted and banded, and the publications it rests on. */
export function ResultRule({ code }: { code: ScoredScreeningCode }) {
  const { rule, source } = screeningRules[code];
  return (
    <section className={styles.section} aria-labelledby="rule-title">
      <h2 id="rule-title" className={styles.sectionTitle}>
        {m.ruleTitle}
      </h2>
      <p>{rule}</p>
      <p className={styles.source}>{source}</p>
    </section>
  );
}
