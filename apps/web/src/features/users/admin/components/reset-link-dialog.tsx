import { useId, useState } from 'react';
import type { AdminResetLink } from '@sehat/core/auth/recovery';
import { adminRecoveryMessages } from '@sehat/core/admin/messages';
import { formatDateTime } from '@sehat/core/time/format';
import { Button } from '#web/components/ui/button';
import { useModalDialog } from '#web/components/dialog/use-modal-dialog';
import dialogStyles from '#web/components/dialog/dialog.module.css';
import { DialogSheet } from '#web/components/dialog/dialog-sheet';
import styles from './reset-link.module.css';

/** The link an admin just made, to copy and hand to its owner by phone or in person. */
export function ResetLinkDialog({
  name,
  resetLink,
  onClose,
}: {
  name: string;
  resetLink: AdminResetLink;
  onClose: () => void;
}) {
  const modal = useModalDialog(onClose);
  const titleId = useId();
  const fieldId = useId();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    await navigator.clipboard?.writeText(resetLink.link).catch(() => undefined);
    setCopied(true);
  };

  return (
    <dialog {...modal} className={dialogStyles.dialog} aria-labelledby={titleId}>
      <DialogSheet
        actions={
          <>
            <Button variant="secondary" onClick={() => void copy()}>
              {adminRecoveryMessages.copy}
            </Button>
            <Button onClick={onClose}>{adminRecoveryMessages.close}</Button>
          </>
        }
      >
        <h2 id={titleId} className={dialogStyles.title}>
          {adminRecoveryMessages.dialogTitle}
        </h2>
        <p className={dialogStyles.message}>{adminRecoveryMessages.dialogText(name)}</p>
        <label htmlFor={fieldId} className={styles.label}>
          {adminRecoveryMessages.linkLabel}
        </label>
        <input
          id={fieldId}
          className={styles.link}
          readOnly
          value={resetLink.link}
          onFocus={(event) => event.currentTarget.select()}
          data-autofocus
        />
        <p className={styles.expires}>{adminRecoveryMessages.expires(formatDateTime(resetLink.expiresAt))}</p>
        <p role="status" className={styles.copied}>
          {copied && adminRecoveryMessages.copied}
        </p>
      </DialogSheet>
    </dialog>
  );
}
