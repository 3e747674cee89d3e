import { useId, useState, type FormEvent } from 'react';
import { caseNoteLimits } from '@sehat/core/chat/case-notes';
import type { Conversation } from '@sehat/core/chat/schemas';
import { whisperLabels, whisperMessages } from '@sehat/core/chat/whisper-messages';
import { DialogSheet } from '#web/components/dialog/dialog-sheet';
import { useModalDialog } from '#web/components/dialog/use-modal-dialog';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { SelectField } from '#web/components/ui/select-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import { errorMessage } from '#web/lib/api-error';
import { useCounsellors } from '../api/update-conversation';
import { useTransfer } from '../api/whispers';
import dialogStyles from '#web/components/dialog/dialog.module.css';

const NOBODY = '';

/** A supervisor hands the conversation to another counsellor, with a handover note. */
export function TransferDialog({
  conversation,
  onClose,
}: {
  conversation: Conversation;
  onClose: () => void;
}) {
  const modal = useModalDialog(onClose);
  const titleId = useId();
  const counsellors = useCounsellors();
  const transfer = useTransfer(conversation);
  const [assignee, setAssignee] = useState(NOBODY);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const options = [
    { value: NOBODY, label: whisperLabels.pickAssignee },
    ...(counsellors.data ?? [])
      .filter((counsellor) => counsellor.id !== conversation.assignee?.id)
      .map((counsellor) => ({ value: String(counsellor.id), label: counsellor.fullName })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (assignee === NOBODY) return setError(whisperMessages.assigneeMissing);
    if (note.trim() === '') return setError(whisperMessages.noteMissing);
    setError(null);
    transfer.mutate(
      { assigneeId: Number(assignee), note },
      {
        onSuccess: onClose,
        onError: (failure) => setError(errorMessage(failure, whisperMessages.sendFailed)),
      },
    );
  };

  return (
    <dialog {...modal} className={dialogStyles.dialog} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogSheet
          actions={
            <>
              <Button type="button" variant="secondary" onClick={onClose}>
                {whisperLabels.cancel}
              </Button>
              <Button type="submit" loading={transfer.isPending}>
                {transfer.isPending ? whisperLabels.transferring : whisperLabels.confirmTransfer}
              </Button>
            </>
          }
        >
          <h2 id={titleId} className={dialogStyles.title}>
            {whisperLabels.transferTitle}
          </h2>
          <p>{whisperLabels.transferIntro}</p>
          <SelectField
            label={whisperLabels.assignee}
            options={options}
            value={assignee}
            onChange={(event) => setAssignee(event.target.value)}
          />
          <TextareaField
            label={whisperLabels.note}
            rows={3}
            maxLength={caseNoteLimits.noteMax}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <FormAlert message={error} />
        </DialogSheet>
      </form>
    </dialog>
  );
}
