import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Journal } from '@sehat/core/education/schemas';
import { dialogTitles } from '@sehat/core/messages';
import { adminJournalLabels, adminJournalMessages } from '@sehat/core/education/messages';
import { useDialog } from '#web/components/dialog/dialog-context';
import { Button } from '#web/components/ui/button';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { useDeleteJournal } from '../api/delete-journal';
import { useUpdateJournal } from '../api/update-journal';
import { journalErrorMessage } from '../utils/journal-error';
import { JournalSourceLink } from '../../components/journal-source-link';
import { JournalForm } from './journal-form';
import type { FeedbackApi } from './use-timed-feedback';
import styles from './admin-journals.module.css';

/** One journal of the detail view: judul, sumber, kutipan; edited in place, deleted after a confirm. */
export function JournalItem(props: {
  journal: Journal;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  feedback: FeedbackApi;
}) {
  const { journal, feedback } = props;
  const update = useUpdateJournal();
  const remove = useDeleteJournal();
  const dialog = useDialog();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(props.editing);

  // Leaving the editor (saved or cancelled) puts keyboard focus back on this row's Edit.
  useEffect(() => {
    if (wasEditing.current && !props.editing) editButton.current?.focus();
    wasEditing.current = props.editing;
  }, [props.editing]);

  const confirmDelete = async () => {
    const confirmed = await dialog.confirm({
      title: dialogTitles.confirmDelete,
      message: adminJournalLabels.deleteConfirm(journal.judul),
      confirmLabel: adminJournalLabels.delete,
      tone: 'danger',
    });
    if (!confirmed) return;
    // mutateAsync settles even after this row has left the refreshed list.
    await remove.mutateAsync(journal.id).then(
      () => feedback.success(adminJournalMessages.deleted),
      (error: unknown) =>
        feedback.error(
          journalErrorMessage(error, adminJournalMessages.deleteFailed, adminJournalMessages.deleteNetwork),
        ),
    );
  };

  if (props.editing) {
    return (
      <li className={styles.item} aria-label={adminJournalLabels.editTitle(journal.judul)}>
        <JournalForm
          compact
          initial={{
            kategori: journal.kategori,
            judul: journal.judul,
            sumber: journal.sumber,
            kutipan: journal.kutipan,
          }}
          pending={update.isPending}
          onCancel={props.onDone}
          onSubmit={(body) =>
            update.mutateAsync({ id: journal.id, ...body }).then(
              () => {
                feedback.success(adminJournalMessages.updated);
                props.onDone();
              },
              (error: unknown) => {
                feedback.error(
                  journalErrorMessage(
                    error,
                    adminJournalMessages.updateFailed,
                    adminJournalMessages.updateNetwork,
                  ),
                );
                throw error;
              },
            )
          }
        />
      </li>
    );
  }

  return (
    <li className={styles.item} aria-busy={remove.isPending || undefined}>
      <h3 className={styles.itemTitle}>{journal.judul}</h3>
      <p className={styles.itemSource}>
        <span className={styles.itemLabel}>{adminJournalLabels.sumber}: </span>
        <span className={styles.itemUrl}>{journal.sumber}</span>
      </p>
      <p className={styles.itemQuote}>{journal.kutipan}</p>
      <div className={styles.itemActions}>
        <JournalSourceLink link={journal.link} judul={journal.judul} />
        <Button ref={editButton} variant="secondary" size="sm" onClick={props.onEdit}>
          <Pencil aria-hidden="true" size={16} />
          {adminJournalLabels.edit}
          <VisuallyHidden>: {journal.judul}</VisuallyHidden>
        </Button>
        <Button variant="danger" size="sm" loading={remove.isPending} onClick={() => void confirmDelete()}>
          <Trash2 aria-hidden="true" size={16} />
          {adminJournalLabels.delete}
          <VisuallyHidden>: {journal.judul}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
}
