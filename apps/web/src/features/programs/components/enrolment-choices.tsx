import { useId } from 'react';
import { programChoiceLabels, programErrors } from '@sehat/core/programs/messages';
import type { Enrolment } from '@sehat/core/programs/schemas';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { FormAlert } from '#web/components/ui/form-alert';
import { errorMessage } from '#web/lib/api-error';
import { useChoose } from '../api/choose';
import styles from './programs.module.css';

/**
 * The member's two choices on the programme page (ADR 234): a counsellor following their
 * progress, and reminders of the next session. Each box saves at once and can be undone.
 */
export function EnrolmentChoices({ enrolment }: { enrolment: Enrolment }) {
  const titleId = useId();
  const choose = useChoose(enrolment.code);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {programChoiceLabels.title}
      </h2>
      <div className={styles.choice}>
        <CheckboxField
          label={programChoiceLabels.guidance}
          checked={enrolment.guidance}
          disabled={choose.isPending}
          onChange={(event) => choose.mutate({ guidance: event.currentTarget.checked })}
        />
        <p className={styles.muted}>{programChoiceLabels.guidanceHint}</p>
      </div>
      <div className={styles.choice}>
        <CheckboxField
          label={programChoiceLabels.reminders}
          checked={enrolment.reminders}
          disabled={choose.isPending}
          onChange={(event) => choose.mutate({ reminders: event.currentTarget.checked })}
        />
        <p className={styles.muted}>{programChoiceLabels.remindersHint}</p>
      </div>
      {choose.isPending && (
        <p className={styles.muted} role="status">
          {programChoiceLabels.saving}
        </p>
      )}
      <FormAlert message={choose.error ? errorMessage(choose.error, programErrors.choiceFailed) : null} />
    </section>
  );
}
