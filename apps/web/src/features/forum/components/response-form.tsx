import { useEffect, useState, type FormEvent } from 'react';
import { forumLimits } from '@sehat/core/forum/limits';
import { forumLabels, forumMessages } from '@sehat/core/messages';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useCreateResponse } from '../api/save-response';
import { useOfferCrisisHelp } from '../hooks/use-crisis-help';
import { useLoginRequired } from '../hooks/use-login-required';
import { useResponseText } from '../hooks/use-response-text';
import { clearResponseDraft, readResponseDraft, saveResponseDraft } from '../utils/response-draft';
import { AnonymousField } from './anonymous-field';
import styles from './responses.module.css';

/** The text a visitor typed here before logging in, back in the box (read once, on mount). */
function useRestoredText(questionId: number, loggedIn: boolean): string {
  const [restored] = useState(() => {
    const saved = loggedIn ? readResponseDraft() : null;
    return saved?.questionId === questionId ? saved.text : '';
  });
  useEffect(() => {
    if (restored) clearResponseDraft();
  }, [restored]);
  return restored;
}

/**
 * The response box under a question: 'Respon' sends ('Mengirim...'), Cancel clears it; it may
 * go out as Anonim. Crisis language in it brings up the help at once. A visitor's text is kept
 * (this tab only) while they log in, and is here when they are back.
 */
export function ResponseForm({
  questionId,
  loggedIn,
  defaultAnonymous,
}: {
  questionId: number;
  loggedIn: boolean;
  defaultAnonymous: boolean;
}) {
  const draft = useResponseText(useRestoredText(questionId, loggedIn), forumMessages.createResponseFailed);
  const [anonymous, setAnonymous] = useState(defaultAnonymous);
  const create = useCreateResponse();
  const loginRequired = useLoginRequired();
  const offerCrisisHelp = useOfferCrisisHelp();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loggedIn) {
      if (draft.text.trim()) saveResponseDraft({ questionId, text: draft.text });
      void loginRequired(forumMessages.loginToRespond);
      return;
    }
    const text = draft.validText();
    if (text === null) return;
    create.mutate(
      { questionId, text, anonymous },
      {
        onSuccess: ({ crisis }) => {
          draft.reset();
          if (crisis) offerCrisisHelp();
        },
        onError: draft.showFailure,
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
        value={draft.text}
        error={draft.error}
        onChange={(event) => draft.setText(event.target.value)}
      />
      {loggedIn && <AnonymousField checked={anonymous} onChange={setAnonymous} />}
      <div className={styles.formActions}>
        <Button
          variant="ghost"
          size="sm"
          onClick={draft.reset}
          disabled={create.isPending || draft.text === ''}
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
