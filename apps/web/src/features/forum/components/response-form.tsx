import { useState, type FormEvent } from 'react';
import { forumLimits } from '@sehat/core/forum/limits';
import { responseBodySchema } from '@sehat/core/forum/schemas';
import { dialogTitles, forumLabels, forumMessages } from '@sehat/core/messages';
import { useDialog } from '../../../components/dialog/dialog-context';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-error';
import { useCreateResponse } from '../api/save-response';
import { useLoginRequired } from '../hooks/use-login-required';
import { failureText } from '../utils/failure-text';
import styles from './responses.module.css';

/** The response box under a question: 'Respon' sends ('Mengirim...'), Cancel clears it. */
export function ResponseForm({ questionId, loggedIn }: { questionId: number; loggedIn: boolean }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateResponse();
  const dialog = useDialog();
  const loginRequired = useLoginRequired();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loggedIn) {
      void loginRequired(forumMessages.loginToRespond);
      return;
    }
    const parsed = responseBodySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(
      { questionId, text: parsed.data.text },
      {
        onSuccess: () => setText(''),
        onError: (failure) => {
          const fieldError = failure instanceof ApiError ? failure.fields.text : undefined;
          if (fieldError) return setError(fieldError);
          void dialog.alert({
            title: dialogTitles.failure,
            message: failureText(forumMessages.createResponseFailed, failure),
            tone: 'danger',
          });
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextareaField
        label={forumLabels.responseLabel}
        name="text"
        rows={3}
        placeholder={forumLabels.responsePlaceholder}
        maxLength={forumLimits.responseMax}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.formActions}>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setText('');
            setError(undefined);
          }}
          disabled={create.isPending || text === ''}
        >
          {forumLabels.responseCancel}
        </Button>
        <Button type="submit" size="sm" loading={create.isPending}>
          {create.isPending ? forumLabels.sending : forumLabels.respond}
        </Button>
      </div>
    </form>
  );
}
