import { useState, type FormEvent } from 'react';
import { caseNoteLabels, caseNoteMessages } from '@sehat/core/chat/case-messages';
import { caseNoteLimits } from '@sehat/core/chat/case-notes';
import { formatDateTime } from '@sehat/core/time/format';
import { Button } from '#web/components/ui/button';
import { Confirmation, useConfirmation } from '#web/components/ui/confirmation';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextareaField } from '#web/components/ui/textarea-field';
import { errorMessage } from '#web/lib/api-error';
import { useAddCaseNote, useCaseNotes } from '../api/case-notes';
import styles from './case-panel.module.css';

/** The private notes, oldest first, each with its author and time, and a form for a new one. */
export function CaseNotes({ conversationId }: { conversationId: number }) {
  const notes = useCaseNotes(conversationId);
  const add = useAddCaseNote(conversationId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirmation = useConfirmation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(caseNoteMessages.noteEmpty);
      return;
    }
    setError(null);
    confirmation.clear();
    add.mutate(
      { text },
      {
        onSuccess: () => {
          setText('');
          confirmation.show(caseNoteLabels.noteAdded);
        },
        onError: (failure) => setError(errorMessage(failure, caseNoteMessages.saveFailed)),
      },
    );
  };

  return (
    <div className={styles.notes}>
      {notes.isPending && <p className={styles.muted}>{caseNoteLabels.loadingNotes}</p>}
      {notes.isError && (
        <p className={styles.muted}>
          {caseNoteMessages.loadFailed}{' '}
          <Button variant="ghost" size="sm" onClick={() => void notes.refetch()}>
            {caseNoteLabels.retry}
          </Button>
        </p>
      )}
      {notes.data?.length === 0 && <p className={styles.muted}>{caseNoteLabels.notesEmpty}</p>}
      {notes.data && notes.data.length > 0 && (
        <ol className={styles.noteList}>
          {notes.data.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.noteMeta}>
                <strong>{note.author?.fullName ?? caseNoteLabels.formerCounsellor}</strong>{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
              <p className={styles.noteText}>{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.noteForm} aria-label={caseNoteLabels.newNote} onSubmit={submit} noValidate>
        <TextareaField
          label={caseNoteLabels.newNote}
          rows={2}
          maxLength={caseNoteLimits.noteMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <FormAlert message={error} />
        <Confirmation shown={confirmation.shown} />
        <Button type="submit" size="sm" variant="secondary" loading={add.isPending}>
          {add.isPending ? caseNoteLabels.addingNote : caseNoteLabels.addNote}
        </Button>
      </form>
    </div>
  );
}
