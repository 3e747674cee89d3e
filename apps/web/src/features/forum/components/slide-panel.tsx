import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { forumLabels } from '@sehat/core/forum/messages';
import { useModalDialog } from '#web/components/dialog/use-modal-dialog';
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
  const dialog = useModalDialog(onClose);

  return (
    <dialog {...dialog} className={`${styles.panel} ${wide ? styles.wide : ''}`} aria-labelledby={titleId}>
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
