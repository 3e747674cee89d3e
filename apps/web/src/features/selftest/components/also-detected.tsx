import { resultLabels } from '@sehat/core/selftest/messages';
import type { DomainScore } from '@sehat/core/selftest/scoring';
import { ResultBadge } from '#web/components/result/result-badge';
import { ResultNote, ResultSection } from '#web/components/result/result-section';
import { severityTone } from '../utils/severity-tone';
import styles from './result.module.css';

/** The other flagged domains of the same test ("juga terdeteksi"). */
export function AlsoDetected({ domains }: { domains: DomainScore[] }) {
  return (
    <ResultSection titleId="also-detected-title" title={resultLabels.alsoDetected}>
      <p>{resultLabels.alsoDetectedIntro}</p>
      <ul className={styles.detectedList}>
        {domains.map((domain) => (
          <li key={domain.kategori}>
            <strong>{resultLabels.domainNames[domain.kategori]}</strong>
            <ResultBadge tone={severityTone(domain.severity)}>
              {resultLabels.severityOf(domain.severity ?? '')}
            </ResultBadge>
            <ResultNote inline>{resultLabels.domainDetail(domain.yes, domain.total)}</ResultNote>
          </li>
        ))}
      </ul>
    </ResultSection>
  );
}
