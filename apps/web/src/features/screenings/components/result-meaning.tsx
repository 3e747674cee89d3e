import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { bandMeanings, screeningResultMessages as m } from '@sehat/core/screenings/messages';
import type { ShownResult } from '../utils/results-to-show';
import styles from './result.module.css';

/** What the band means (after a crisis answer, that answer first), and what the score is not. */
export function ResultMeaning({ code, result }: { code: ScoredScreeningCode; result: ShownResult }) {
  const meanings: Partial<Record<string, string>> = bandMeanings[code];
  return (
    <>
      <section className={styles.section} aria-labelledby="meaning-title">
        <h2 id="meaning-title" className={styles.sectionTitle}>
          {m.meaning}
        </h2>
        {result.crisis && <p className={styles.crisisMeaning}>{m.crisisMeaning}</p>}
        <p>{meanings[result.band]}</p>
      </section>
      <section className={styles.section} aria-labelledby="not-title">
        <h2 id="not-title" className={styles.sectionTitle}>
          {m.notTitle}
        </h2>
        <ul className={styles.list}>
          {m.not.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
