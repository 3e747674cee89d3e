import type { ReactNode } from 'react';
import styles from '#web/components/dialog/dialog.module.css';
import { DialogSheet } from '#web/components/dialog/dialog-sheet';
import { useModalDialog } from '#web/components/dialog/use-modal-dialog';

/**
 * A native modal <dialog> for the forum's own dialogs (report, crisis help): focus stays
 * inside, Escape and a click beside it close it, focus returns to the opener. Focus starts on
 * the element marked `data-autofocus`.
 */
export function ForumModal({
  titleId,
  tone = 'default',
  onClose,
  actions,
  children,
}: {
  titleId: string;
  tone?: 'default' | 'danger';
  onClose: () => void;
  /** The action row, pinned below the scrolling body. */
  actions: ReactNode;
  children: ReactNode;
}) {
  const dialog = useModalDialog(onClose);
  return (
    <dialog {...dialog} className={styles.dialog} aria-labelledby={titleId} data-tone={tone}>
      <DialogSheet actions={actions}>{children}</DialogSheet>
    </dialog>
  );
}
