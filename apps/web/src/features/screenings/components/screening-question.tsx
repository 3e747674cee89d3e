import { answerValues, type ScreeningAnswer } from '@sehat/core/screenings/instruments';
import { screeningFieldName } from '@sehat/core/screenings/answer-progress';
import { answerLabels } from '@sehat/core/screenings/items';
import styles from './screening.module.css';

/** One item: its text as the group's name, and the four standard options as real radios. */
export function ScreeningQuestion({
  nomor,
  text,
  answer,
  missing,
  onAnswer,
}: {
  nomor: number;
  text: string;
  answer: ScreeningAnswer | undefined;
  /** A submit was tried without this answer: the item says so. */
  missing: boolean;
  onAnswer: (value: ScreeningAnswer) => void;
}) {
  return (
    <fieldset
      className={styles.question}
      data-answered={answer !== undefined}
      data-missing={missing}
      data-item={nomor}
    >
      <legend className={styles.legend}>
        <span className={styles.number}>{nomor}.</span> {text}
      </legend>
      <div className={styles.choices}>
        {answerValues.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={screeningFieldName(nomor)}
              value={value}
              checked={answer === value}
              onChange={() => onAnswer(value)}
            />
            <span>{answerLabels[value]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
