import styles from './score-scale.module.css';

/** A 1–5 choice as a row of radio buttons (44 px each), with what the ends mean when given. */
export function ScoreScale({
  name,
  legend,
  scores,
  value,
  onChange,
  low,
  high,
  labelOf = String,
}: {
  name: string;
  legend: string;
  scores: readonly number[];
  value: number | null;
  onChange: (score: number) => void;
  low?: string;
  high?: string;
  labelOf?: (score: number) => string;
}) {
  return (
    <fieldset className={styles.scale}>
      <legend className={styles.legend}>{legend}</legend>
      {(low || high) && (
        <p className={styles.ends}>
          {low && <span>{low}</span>}
          {high && <span>{high}</span>}
        </p>
      )}
      <div className={styles.options}>
        {scores.map((score) => (
          <label key={score} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
            />
            <span>{labelOf(score)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
