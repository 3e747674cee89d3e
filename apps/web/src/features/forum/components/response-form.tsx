import { useEffect, useState, type FormEvent } from 'react';
import { forumLimits } from '@sehat/core/forum/limits';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { Button } from '#web/components/ui/button';
import { TextareaField } from '#web/components/ui/textarea-field';
import { useCreateResponse } from '../api/save-response';
import { useCrisisHold } from '../hooks/use-crisis-hold';
import { useOfferCrisisHelp } from '../hooks/use-crisis-help';
import { useLoginRequired } from '../hooks/use-login-required';
import { useResponseForm } from '../hooks/use-response-form';
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
 * go out as Anonim. Crisis language in it holds it for its writer with the help (ADR 119). A
 * visitor's text is kept (this tab only) while they log in, and is here when they are back; so
 * is the text of someone who chose a counsellor chat instead (`onLeave` closes the question).
 */
export function ResponseForm({
  questionId,
  loggedIn,
  defaultAnonymous,
  onLeave,
}: {
  questionId: number;
  loggedIn: boolean;
  defaultAnonymous: boolean;
  onLeave: () => void;
}) {
  const { attachForm, ...form } = useResponseForm(
    useRestoredText(questionId, loggedIn),
    forumMessages.createResponseFailed,
  );
  const [anonymous, setAnonymous] = useState(defaultAnonymous);
  const create = useCreateResponse();
  const loginRequired = useLoginRequired();
  const offerCrisisHelp = useOfferCrisisHelp();

  const text = form.watch('text');

  // A visitor is asked to log in first; what they typed waits for them.
  const askToLogin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim()) saveResponseDraft({ questionId, text });
    void loginRequired(forumMessages.loginToRespond);
  };

  const hold = useCrisisHold(() => {
    saveResponseDraft({ questionId, text });
    onLeave();
  });

  const send = form.submitWith(({ text: body }) =>
    hold.guard(body, anonymous, (asAnonymous, held) =>
      create.mutate(
        { questionId, text: body, anonymous: asAnonymous },
        {
          onSuccess: ({ crisis }) => {
            form.clear();
            if (crisis && !held) offerCrisisHelp(body);
          },
          onError: (error) => {
            if (!hold.unsent(body, error)) form.showFailure(error);
          },
        },
      ),
    ),
  );

  return (
    <>
      <form
        ref={attachForm}
        className={styles.form}
        onSubmit={loggedIn ? (e) => void send(e) : askToLogin}
        noValidate
      >
        <TextareaField
          {...form.field('text')}
          label={forumLabels.responseLabel}
          rows={3}
          placeholder={forumLabels.responsePlaceholder}
          maxLength={forumLimits.responseMax}
        />
        {loggedIn && <AnonymousField checked={anonymous} onChange={setAnonymous} />}
        <div className={styles.formActions}>
          <Button variant="ghost" size="sm" onClick={form.clear} disabled={create.isPending || text === ''}>
            {forumLabels.responseCancel}
          </Button>
          <Button type="submit" size="sm" loading={create.isPending}>
            {create.isPending ? forumLabels.sending : forumLabels.respond}
          </Button>
        </div>
      </form>
      {hold.dialog}
    </>
  );
}
