import { useStyleProperty } from '#web/lib/use-style-property';
import styles from './questionnaire.module.css';

/** How far the person is: a line or two of text above a bar of the questions answered. */
export function QuestionnaireProgress({
  lines,
  label,
  answered,
  total,
  valueText,
}: {
  lines: readonly string[];
  label: string;
  answered: number;
  total: number;
  valueText: string;
}) {
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  const fill = useStyleProperty<HTMLSpanElement>('width', `${percent}%`);
  return (
    <div className={styles.progress}>
      <div className={styles.progressText}>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={valueText}
      >
        <span ref={fill} className={styles.progressFill} />
      </div>
    </div>
  );
}
