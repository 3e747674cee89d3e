import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';

/**
 * A native modal <dialog>'s life: showModal() on mount (focus stays inside, the page behind is
 * inert), focus on the element marked `data-autofocus`, Escape and a click beside the content
 * call `onClose`, and focus returns to the opener afterwards.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
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

  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    // The content fills the <dialog>; a click on the backdrop lands on the dialog itself.
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
