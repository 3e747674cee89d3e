import { useState, type FormEvent } from 'react';
import type { ForumResponse } from '@sehat/core/forum/contract';
import { forumLimits } from '@sehat/core/forum/limits';
import { responseBodySchema } from '@sehat/core/forum/schemas';
import { dialogTitles, forumLabels, forumMessages } from '@sehat/core/messages';
import { useDialog } from '../../../components/dialog/dialog-context';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-error';
import { useUpdateResponse } from '../api/save-response';
import { failureText } from '../utils/failure-text';
import styles from './responses.module.css';

/** Inline edit of one's own response: 'Batal' and 'Simpan'. */
export function ResponseEditForm({ response, onDone }: { response: ForumResponse; onDone: () => void }) {
  const [text, setText] = useState(response.text);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateResponse(response.questionId);
  const dialog = useDialog();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = responseBodySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { id: response.id, text: parsed.data.text },
      {
        onSuccess: onDone,
        onError: (failure) => {
          const fieldError = failure instanceof ApiError ? failure.fields.text : undefined;
          if (fieldError) return setError(fieldError);
          void dialog.alert({
            title: dialogTitles.failure,
            message: failureText(forumMessages.updateResponseFailed, failure),
            tone: 'danger',
          });
        },
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
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
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
