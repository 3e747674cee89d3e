import styles from './questionnaire.module.css';

export type Choice<V extends number> = { value: V; label: string };

/**
 * One question: its text as the group's name, and real radio buttons. `row` lays short answers
 * side by side, `grid` shares the width among longer ones.
 */
export function QuestionItem<V extends number>({
  number,
  text,
  name,
  choices,
  layout,
  answer,
  missing,
  onAnswer,
}: {
  /** Its place in the questionnaire, 1-based: shown, and how the form finds it again. */
  number: number;
  text: string;
  /** The radio group's field name. */
  name: string;
  choices: readonly Choice<V>[];
  layout: 'row' | 'grid';
  answer: V | undefined;
  /** A submit was tried without this answer: the item says so. */
  missing?: boolean;
  onAnswer: (value: V) => void;
}) {
  return (
    <fieldset
      className={styles.question}
      data-answered={answer !== undefined}
      data-missing={missing}
      data-item={number}
    >
      <legend className={styles.legend}>
        <span className={styles.number}>{number}.</span> {text}
      </legend>
      <div className={styles[layout]}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
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
