import { useId } from 'react';
import { checkinAnswers, type CheckinAnswer } from '@sehat/core/checkins/answers';
import { checkinLabels } from '@sehat/core/checkins/messages';
import styles from './checkins.module.css';

/** "Bagaimana kabar Anda hari ini?": four answers, each one tap. */
export function CheckinQuestion({
  onAnswer,
  sending,
}: {
  onAnswer: (answer: CheckinAnswer) => void;
  sending: CheckinAnswer | null;
}) {
  const titleId = useId();
  const hintId = useId();
  return (
    <section className={styles.question} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.questionTitle} tabIndex={-1} data-route-focus>
        {checkinLabels.question}
      </h2>
      <p id={hintId} className={styles.hint}>
        {checkinLabels.questionHint}
      </p>
      <div className={styles.answers} role="group" aria-labelledby={titleId} aria-describedby={hintId}>
        {checkinAnswers.map((answer) => {
          const { label, description } = checkinLabels.answers[answer];
          return (
            <button
              key={answer}
              type="button"
              className={`${styles.answer} ${styles[answer]}`}
              onClick={() => onAnswer(answer)}
              disabled={sending !== null}
              aria-busy={sending === answer || undefined}
            >
              <span className={styles.answerLabel}>{sending === answer ? checkinLabels.sending : label}</span>
              <span className={styles.answerText}>{description}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
