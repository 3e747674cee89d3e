import { useEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import styles from '../../../components/dialog/dialog.module.css';

/**
 * A native modal <dialog> for the forum's own dialogs (report, crisis help): focus stays
 * inside, Escape and a click beside it close it, focus returns to the opener. Focus starts on
 * the element marked `data-autofocus`.
 */
export function ForumModal({
  titleId,
  tone = 'default',
  onClose,
  children,
}: {
  titleId: string;
  tone?: 'default' | 'danger';
  onClose: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-tone={tone}
      onCancel={onCancel}
      onClick={onBackdropClick}
    >
      <div className={styles.content}>{children}</div>
    </dialog>
  );
}
