import { selftestMessages } from '@sehat/core/selftest/messages';
import type { Answer } from '@sehat/core/selftest/scoring';
import { answerFieldName } from '../utils/questionnaire';
import styles from './questionnaire.module.css';

const choices: { value: Answer; label: string }[] = [
  { value: 1, label: selftestMessages.yes },
  { value: 0, label: selftestMessages.no },
];

/** One question: its text as the group's name, and real Ya/Tidak radio buttons. */
export function QuestionItem({
  number,
  nomor,
  pertanyaan,
  answer,
  onAnswer,
}: {
  /** Its place in the test, 1-based. */
  number: number;
  nomor: number;
  pertanyaan: string;
  answer: Answer | undefined;
  onAnswer: (value: Answer) => void;
}) {
  return (
    <fieldset className={styles.question} data-answered={answer !== undefined}>
      <legend className={styles.legend}>
        <span className={styles.number}>{number}.</span> {pertanyaan}
      </legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={answerFieldName(nomor)}
              value={choice.value}
              checked={answer === choice.value}
              onChange={() => onAnswer(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
