import { selftestMessages } from '@sehat/core/selftest/messages';
import styles from './questionnaire.module.css';

/** Where the person is: page n of m, and how many questions are answered. */
export function TestProgress({
  page,
  pages,
  answered,
  total,
}: {
  page: number;
  pages: number;
  answered: number;
  total: number;
}) {
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  return (
    <div className={styles.progress}>
      <div className={styles.progressText}>
        <span>{selftestMessages.pageOf(page + 1, pages)}</span>
        <span>{selftestMessages.answeredOf(answered, total)}</span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={selftestMessages.progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={selftestMessages.answeredOf(answered, total)}
      >
        <span className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
