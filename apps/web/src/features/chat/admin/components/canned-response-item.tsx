import { useEffect, useRef } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { CannedResponse } from '@sehat/core/chat/canned-responses';
import { cannedResponseLabels, cannedResponseMessages } from '@sehat/core/chat/messages';
import { useDialog } from '#web/components/dialog/dialog-context';
import { Button } from '#web/components/ui/button';
import { errorMessage } from '#web/lib/api-error';
import { useDeleteCannedResponse, useSaveCannedResponse } from '../api/canned-responses';
import { CannedResponseForm } from './canned-response-form';
import styles from './canned-responses.module.css';

/** One prepared answer: edited in place, deleted after a confirmation. */
export function CannedResponseItem({
  response,
  editing,
  onEdit,
  onDone,
  onError,
}: {
  response: CannedResponse;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onError: (message: string) => void;
}) {
  const save = useSaveCannedResponse();
  const remove = useDeleteCannedResponse();
  const dialog = useDialog();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  // Leaving the editor puts keyboard focus back on this answer's Edit.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const confirmDelete = async () => {
    const confirmed = await dialog.confirm({
      title: cannedResponseLabels.removeConfirmTitle,
      message: cannedResponseLabels.removeConfirmText(response.title),
      confirmLabel: cannedResponseLabels.removeConfirm,
      cancelLabel: cannedResponseLabels.cancel,
      tone: 'danger',
    });
    if (!confirmed) return;
    await remove
      .mutateAsync(response.id)
      .catch((error: unknown) => onError(errorMessage(error, cannedResponseMessages.deleteFailed)));
  };

  if (editing) {
    return (
      <li className={styles.item}>
        <CannedResponseForm
          heading={cannedResponseLabels.editTitle}
          initial={{ title: response.title, text: response.text }}
          pending={save.isPending}
          onSubmit={(body) => save.mutateAsync({ id: response.id, body }).then(onDone)}
          onCancel={onDone}
        />
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <h3 className={styles.itemTitle}>{response.title}</h3>
        <p className={styles.itemBody}>{response.text}</p>
      </div>
      <div className={styles.itemActions}>
        <Button
          ref={editButton}
          variant="secondary"
          size="sm"
          onClick={onEdit}
          aria-label={cannedResponseLabels.editNamed(response.title)}
        >
          <Pencil aria-hidden="true" size={16} />
          {cannedResponseLabels.edit}
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={() => void confirmDelete()}
          loading={remove.isPending}
          aria-label={cannedResponseLabels.removeNamed(response.title)}
        >
          <Trash2 aria-hidden="true" size={16} />
          {cannedResponseLabels.remove}
        </Button>
      </div>
    </li>
  );
}
