import { resultLabels } from '@sehat/core/selftest/messages';
import type { DomainScore } from '@sehat/core/selftest/scoring';
import styles from './result.module.css';

/** The other flagged domains of the same test ("juga terdeteksi"). */
export function AlsoDetected({ domains }: { domains: DomainScore[] }) {
  return (
    <section className={styles.section} aria-labelledby="also-detected-title">
      <h2 id="also-detected-title" className={styles.sectionTitle}>
        {resultLabels.alsoDetected}
      </h2>
      <p>{resultLabels.alsoDetectedIntro}</p>
      <ul className={styles.detectedList}>
        {domains.map((domain) => (
          <li key={domain.kategori}>
            <strong>{resultLabels.domainNames[domain.kategori]}</strong>
            <span className={styles.badge} data-severity={domain.severity}>
              {resultLabels.severityOf(domain.severity ?? '')}
            </span>
            <span className={styles.muted}>{resultLabels.domainDetail(domain.yes, domain.total)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
