import type { ForumResponse } from '@sehat/core/forum/contract';
import { forumLimits } from '@sehat/core/forum/limits';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { Button } from '#web/components/ui/button';
import { TextareaField } from '#web/components/ui/textarea-field';
import { useUpdateResponse } from '../api/save-response';
import { useOfferCrisisHelp } from '../hooks/use-crisis-help';
import { useResponseForm } from '../hooks/use-response-form';
import styles from './responses.module.css';

/** Inline edit of one's own response: 'Batal' and 'Simpan'. */
export function ResponseEditForm({ response, onDone }: { response: ForumResponse; onDone: () => void }) {
  const { attachForm, ...form } = useResponseForm(response.text, forumMessages.updateResponseFailed);
  const update = useUpdateResponse(response.questionId);
  const offerCrisisHelp = useOfferCrisisHelp();

  const onSubmit = form.submitWith(({ text }) =>
    update.mutate(
      { id: response.id, text },
      {
        onSuccess: ({ crisis }) => {
          onDone();
          if (crisis) offerCrisisHelp(text);
        },
        onError: form.showFailure,
      },
    ),
  );

  return (
    <form ref={attachForm} className={styles.editForm} onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextareaField
        {...form.field('text')}
        label={forumLabels.editResponseLabel}
        rows={3}
        autoFocus
        maxLength={forumLimits.responseMax}
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
