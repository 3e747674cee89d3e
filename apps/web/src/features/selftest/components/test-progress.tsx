import { selftestMessages } from '@sehat/core/selftest/messages';
import { useStyleProperty } from '../../../lib/use-style-property';
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
  const fill = useStyleProperty<HTMLSpanElement>('width', `${percent}%`);
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
        <span ref={fill} className={styles.progressFill} />
      </div>
    </div>
  );
}
