import { useState, type FormEvent } from 'react';
import {
  reviewBodySchema,
  reviewLimits,
  rubricCriteria,
  rubricScores,
  type RubricCriterion,
} from '@sehat/core/supervision/rubric';
import { reviewLabels, reviewMessages } from '@sehat/core/supervision/review-messages';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextareaField } from '#web/components/ui/textarea-field';
import { errorMessage } from '#web/lib/api-error';
import { useAddReview } from '../api/reviews';
import { ScoreScale } from '#web/components/ui/score-scale';
import styles from './review.module.css';

type Chosen = Record<RubricCriterion, number | null>;
const none: Chosen = { engagement: null, collaboration: null, safetyAssessment: null };

/** The rubric as a form: each criterion 1–5 with what its ends mean, and an optional comment. */
export function ReviewForm({ conversationId, onSaved }: { conversationId: number; onSaved: () => void }) {
  const add = useAddReview(conversationId);
  const [scores, setScores] = useState<Chosen>(none);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewBodySchema.safeParse({ scores, comment });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? reviewMessages.scoresMissing);
    setError(null);
    add.mutate(
      { scores: parsed.data.scores, comment: parsed.data.comment },
      { onSuccess: onSaved, onError: (failure) => setError(errorMessage(failure, reviewLabels.saveFailed)) },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {rubricCriteria.map((criterion) => (
        <ScoreScale
          key={criterion}
          name={`review-${criterion}`}
          legend={reviewMessages.criteria[criterion].name}
          low={reviewLabels.scaleLow(reviewMessages.criteria[criterion].low)}
          high={reviewLabels.scaleHigh(reviewMessages.criteria[criterion].high)}
          scores={rubricScores}
          value={scores[criterion]}
          onChange={(score) => setScores((current) => ({ ...current, [criterion]: score }))}
        />
      ))}
      <TextareaField
        label={reviewLabels.comment}
        rows={3}
        maxLength={reviewLimits.commentMax}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <FormAlert message={error} />
      <div>
        <Button type="submit" loading={add.isPending}>
          {add.isPending ? reviewLabels.saving : reviewLabels.submit}
        </Button>
      </div>
    </form>
  );
}
