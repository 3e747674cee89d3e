import { useState, type FormEvent } from 'react';
import { Megaphone } from 'lucide-react';
import { caseNoteLimits } from '@sehat/core/chat/case-notes';
import { whisperLabels, whisperMessages } from '@sehat/core/chat/whisper-messages';
import type { Whisper } from '@sehat/core/chat/whispers';
import { formatDateTime } from '@sehat/core/time/format';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextareaField } from '#web/components/ui/textarea-field';
import { errorMessage } from '#web/lib/api-error';
import { useAddWhisper, useWhispers } from '../api/whispers';
import styles from './whisper-panel.module.css';

/**
 * A supervisor's whispers in the counsellor's pane (api.md "Roles and supervision"): the newest
 * one shown, earlier ones folded, and the form while a supervisor `writing` one (opened from the
 * header's tools). Nothing here reaches the person; with nothing to show it takes no room.
 */
export function WhisperPanel({
  conversationId,
  writing,
  onDoneWriting,
}: {
  conversationId: number;
  writing: boolean;
  onDoneWriting: () => void;
}) {
  const whispers = useWhispers(conversationId);
  const add = useAddWhisper(conversationId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = whispers.data ?? [];
  const newest = list.at(-1);
  if (!newest && !writing && !whispers.isError) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(whisperMessages.whisperEmpty);
      return;
    }
    setError(null);
    add.mutate(
      { text },
      {
        onSuccess: () => setText(''),
        onError: (failure) => setError(errorMessage(failure, whisperMessages.sendFailed)),
      },
    );
  };

  const item = (whisper: Whisper) => (
    <li key={whisper.id}>
      <p className={styles.meta}>
        <strong>
          {whisper.author ? whisperLabels.from(whisper.author.fullName) : whisperLabels.formerSupervisor}
        </strong>{' '}
        <time dateTime={whisper.createdAt}>{formatDateTime(whisper.createdAt)}</time>
      </p>
      <p className={styles.text}>{whisper.text}</p>
    </li>
  );

  return (
    <section className={styles.panel} aria-label={whisperLabels.title}>
      <div className={styles.head}>
        <h3 className={styles.title}>
          <Megaphone aria-hidden="true" size={16} />
          {whisperLabels.title}
        </h3>
        <p className={styles.hint}>{whisperLabels.privateHint}</p>
      </div>
      {whispers.isError && <p className={styles.hint}>{whisperMessages.loadFailed}</p>}
      <div aria-live="polite">{newest && <ol className={styles.list}>{item(newest)}</ol>}</div>
      {list.length > 1 && (
        <details className={styles.earlier}>
          <summary>{whisperLabels.earlier(list.length - 1)}</summary>
          <ol className={styles.list}>{list.slice(0, -1).map(item)}</ol>
        </details>
      )}
      {writing && (
        <form className={styles.form} aria-label={whisperLabels.newWhisper} onSubmit={submit} noValidate>
          <TextareaField
            label={whisperLabels.newWhisper}
            rows={2}
            maxLength={caseNoteLimits.noteMax}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <FormAlert message={error} />
          <div className={styles.actions}>
            <Button type="submit" size="sm" variant="secondary" loading={add.isPending}>
              {add.isPending ? whisperLabels.sending : whisperLabels.send}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={onDoneWriting}>
              {whisperLabels.cancel}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
