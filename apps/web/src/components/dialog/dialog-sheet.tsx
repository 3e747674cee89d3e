import type { ReactNode } from 'react';
import styles from './dialog.module.css';

/**
 * A dialog's inside: the body scrolls within the dialog and the action row stays pinned below
 * it, so the primary button is in view on a 360×640 phone however long the body is (ADR 218).
 */
export function DialogSheet({
  children,
  actions,
  bodyClassName,
  actionsClassName,
}: {
  children: ReactNode;
  actions: ReactNode;
  bodyClassName?: string;
  actionsClassName?: string;
}) {
  return (
    <div className={styles.content}>
      <div className={bodyClassName ? `${styles.body} ${bodyClassName}` : styles.body} data-dialog-body>
        {children}
      </div>
      <div className={actionsClassName ? `${styles.actions} ${actionsClassName}` : styles.actions}>
        {actions}
      </div>
    </div>
  );
}
