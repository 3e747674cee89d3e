import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { commonMessages, dialogTitles } from '@sehat/core/messages';
import { Button } from '../ui/button';
import type { AlertOptions, ConfirmOptions } from './dialog-context';
import { DialogSheet } from './dialog-sheet';
import formStyles from '../ui/form.module.css';
import styles from './dialog.module.css';

export type DialogRequest = ({ kind: 'confirm' } & ConfirmOptions) | ({ kind: 'alert' } & AlertOptions);

/**
 * A native modal <dialog>: showModal() keeps focus inside and makes the page inert,
 * Escape cancels, and focus goes back to whatever opened it.
 */
export function ModalDialog({
  request,
  onSettle,
}: {
  request: DialogRequest;
  onSettle: (value: boolean) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  const tone = request.tone ?? 'default';
  const isConfirm = request.kind === 'confirm';
  const typed = request.kind === 'confirm' ? request.typeToConfirm : undefined;
  const [typedText, setTypedText] = useState('');
  const typedId = useId();
  const typedMatches = !typed || typedText.trim() === typed.expected;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // A confirmation starts on the safe button (Cancel), so a stray Enter or Space never
    // deletes, logs out or throws away a result; an alert starts on its only button.
    const first = isConfirm ? cancelRef.current : confirmRef.current;
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [isConfirm]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onSettle(false);
  };

  // Clicks on the backdrop land on the <dialog> itself (the content fills its box).
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onSettle(false);
  };

  // The page behind is inert, but Tab past the last button would reach the browser's own UI.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('input, button:not(:disabled)'),
    );
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const title = request.title ?? dialogTitles.confirm;
  const confirmLabel =
    request.kind === 'confirm'
      ? (request.confirmLabel ?? commonMessages.yes)
      : (request.closeLabel ?? commonMessages.ok);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={onCancel}
      onClick={onBackdropClick}
      onKeyDown={keepFocusInside}
      data-tone={tone}
    >
      <DialogSheet
        actions={
          <>
            {request.kind === 'confirm' && (
              <Button ref={cancelRef} variant="secondary" onClick={() => onSettle(false)}>
                {request.cancelLabel ?? commonMessages.cancel}
              </Button>
            )}
            <Button
              ref={confirmRef}
              variant={tone === 'danger' ? 'danger' : 'primary'}
              disabled={!typedMatches}
              onClick={() => onSettle(true)}
            >
              {confirmLabel}
            </Button>
          </>
        }
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p id={messageId} className={styles.message}>
          {request.message}
        </p>
        {typed && (
          <div className={styles.typed}>
            <label htmlFor={typedId}>{typed.label}</label>
            <input
              id={typedId}
              className={formStyles.input}
              inputMode="numeric"
              autoComplete="off"
              value={typedText}
              onChange={(event) => setTypedText(event.target.value)}
            />
          </div>
        )}
      </DialogSheet>
    </dialog>
  );
}
