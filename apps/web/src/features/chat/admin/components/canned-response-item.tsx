import { useEffect, useRef } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { CannedResponse } from '@sehat/core/chat/canned-responses';
import { cannedResponseLabels as l, cannedResponseMessages as m } from '@sehat/core/chat/messages';
import { useDialog } from '../../../../components/dialog/dialog-context';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-error';
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
      title: l.removeConfirmTitle,
      message: l.removeConfirmText(response.title),
      confirmLabel: l.removeConfirm,
      cancelLabel: l.cancel,
      tone: 'danger',
    });
    if (!confirmed) return;
    await remove
      .mutateAsync(response.id)
      .catch((error: unknown) => onError(errorMessage(error, m.deleteFailed)));
  };

  if (editing) {
    return (
      <li className={styles.item}>
        <CannedResponseForm
          heading={l.editTitle}
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
          aria-label={l.editNamed(response.title)}
        >
          <Pencil aria-hidden="true" size={16} />
          {l.edit}
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={() => void confirmDelete()}
          loading={remove.isPending}
          aria-label={l.removeNamed(response.title)}
        >
          <Trash2 aria-hidden="true" size={16} />
          {l.remove}
        </Button>
      </div>
    </li>
  );
}
