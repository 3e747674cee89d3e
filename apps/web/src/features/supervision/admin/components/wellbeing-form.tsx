import { useState, type FormEvent } from 'react';
import { careLimits, wellbeingBodySchema, wellbeingScores } from '@sehat/core/supervision/care';
import { careLabels, careMessages } from '@sehat/core/supervision/care-messages';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextareaField } from '#web/components/ui/textarea-field';
import { errorMessage } from '#web/lib/api-error';
import { useAddWellbeing } from '../api/care';
import { ScoreScale } from '#web/components/ui/score-scale';
import styles from './quality.module.css';

/** The private wellbeing check: how one is, 1–5, and a note only oneself reads. */
export function WellbeingForm() {
  const add = useAddWellbeing();
  const [score, setScore] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = wellbeingBodySchema.safeParse({ score, note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? careMessages.scoreInvalid);
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setScore(null);
        setNote('');
        setSaved(true);
      },
      onError: (failure) => setError(errorMessage(failure, careLabels.saveFailed)),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="wellbeing-title">
      <h2 id="wellbeing-title" className={styles.sectionTitle}>
        {careLabels.formTitle}
      </h2>
      <ScoreScale
        name="wellbeing-score"
        legend={careLabels.scoreLegend}
        scores={wellbeingScores}
        value={score}
        onChange={setScore}
        labelOf={(value) => careLabels.entry(value, careLabels.scoreNames[value] ?? '')}
      />
      <TextareaField
        label={careLabels.note}
        rows={3}
        maxLength={careLimits.noteMax}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormAlert message={error} />
      <p className={styles.muted} role="status">
        {saved ? careLabels.saved : ''}
      </p>
      <div>
        <Button type="submit" loading={add.isPending}>
          {add.isPending ? careLabels.saving : careLabels.submit}
        </Button>
      </div>
    </form>
  );
}
