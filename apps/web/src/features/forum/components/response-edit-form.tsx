import type { FormEvent } from 'react';
import type { ForumResponse } from '@sehat/core/forum/contract';
import { forumLimits } from '@sehat/core/forum/limits';
import { forumLabels, forumMessages } from '@sehat/core/messages';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useUpdateResponse } from '../api/save-response';
import { useOfferCrisisHelp } from '../hooks/use-crisis-help';
import { useResponseText } from '../hooks/use-response-text';
import styles from './responses.module.css';

/** Inline edit of one's own response: 'Batal' and 'Simpan'. */
export function ResponseEditForm({ response, onDone }: { response: ForumResponse; onDone: () => void }) {
  const draft = useResponseText(response.text, forumMessages.updateResponseFailed);
  const update = useUpdateResponse(response.questionId);
  const offerCrisisHelp = useOfferCrisisHelp();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.validText();
    if (text === null) return;
    update.mutate(
      { id: response.id, text },
      {
        onSuccess: ({ crisis }) => {
          onDone();
          if (crisis) offerCrisisHelp();
        },
        onError: draft.showFailure,
      },
    );
  };

  return (
    <form className={styles.editForm} onSubmit={onSubmit} noValidate>
      <TextareaField
        label={forumLabels.editResponseLabel}
        name="text"
        rows={3}
        autoFocus
        maxLength={forumLimits.responseMax}
        value={draft.text}
        error={draft.error}
        onChange={(event) => draft.setText(event.target.value)}
      />
      <div className={styles.formActions}>
        <Button variant="ghost" size="sm" onClick={onDone} disabled={update.isPending}>
          {forumLabels.cancelEdit}
        </Button>
        <Button type="submit" size="sm" loading={update.isPending}>
          {update.isPending ? forumLabels.saving : forumLabels.save}
        </Button>
      </div>
    </form>
  );
}
