import { useEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { X } from 'lucide-react';
import { forumLabels } from '@sehat/core/messages';
import styles from './slide-panel.module.css';

/**
 * A panel that slides in from the side: a native modal <dialog>, so focus stays inside, the
 * page behind is inert, Escape and a click beside it close it, and focus returns to the opener.
 * Focus starts on the element marked `data-autofocus`, else on the close button.
 */
export function SlidePanel({
  title,
  titleId,
  onClose,
  children,
  wide = false,
}: {
  /** The panel's heading (an <h2>). */
  title: ReactNode;
  titleId: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // React's autoFocus runs before showModal(), which would move focus again.
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

  // The panel's content fills the <dialog>; a click on the backdrop lands on the dialog itself.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.panel} ${wide ? styles.wide : ''}`}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClick={onBackdropClick}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={forumLabels.close}>
            <X aria-hidden="true" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
