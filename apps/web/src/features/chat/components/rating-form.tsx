import { useId, useState, type FormEvent } from 'react';
import { ratingLabels, ratingMessages } from '@sehat/core/chat/case-messages';
import { ratingLimits } from '@sehat/core/chat/rating';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextareaField } from '#web/components/ui/textarea-field';
import { errorMessage } from '#web/lib/api-error';
import { useSendRating } from '../api/rating';
import styles from './rating-form.module.css';

const scores = [1, 2, 3, 4, 5] as const;

/** The person's optional rating of a resolved conversation (1–5 and a comment), sent once. */
export function RatingForm({ conversationId }: { conversationId: number }) {
  const titleId = useId();
  const send = useSendRating(conversationId);
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (send.isSuccess) {
    return (
      <p className={styles.thanks} role="status">
        {ratingLabels.thanks}
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (score === null) {
      setError(ratingMessages.scoreInvalid);
      return;
    }
    setError(null);
    send.mutate(
      { score, comment: comment.trim() || null },
      { onError: (failure) => setError(errorMessage(failure, ratingMessages.sendFailed)) },
    );
  };

  return (
    <form className={styles.form} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId} className={styles.title}>
        {ratingLabels.title}
      </h3>
      <p className={styles.intro}>{ratingLabels.intro}</p>
      <fieldset className={styles.scores}>
        <legend className={styles.legend}>{ratingLabels.score}</legend>
        {scores.map((value) => (
          <label key={value} className={styles.score}>
            <input
              type="radio"
              name={`${titleId}-score`}
              value={value}
              checked={score === value}
              onChange={() => setScore(value)}
            />
            <span className={styles.scoreNumber} aria-hidden="true">
              {value}
            </span>
            <span className={styles.scoreName}>{ratingLabels.scoreName(value)}</span>
          </label>
        ))}
      </fieldset>
      <TextareaField
        label={ratingLabels.comment}
        rows={2}
        maxLength={ratingLimits.commentMax}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <FormAlert message={error} />
      <Button type="submit" size="sm" loading={send.isPending}>
        {send.isPending ? ratingLabels.sending : ratingLabels.send}
      </Button>
    </form>
  );
}
