import { createContext, useContext } from 'react';

export type DialogTone = 'default' | 'danger' | 'success';

export type ConfirmOptions = {
  /** Defaults to dialogTitles.confirm ('Konfirmasi'). */
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' paints the confirm button red (every confirmation starts on Cancel). */
  tone?: DialogTone;
  /** Confirming needs this exact text typed into a field labelled `label` (e.g. an item's number). */
  typeToConfirm?: { label: string; expected: string };
};

export type AlertOptions = {
  title: string;
  message: string;
  closeLabel?: string;
  tone?: DialogTone;
};

export type DialogApi = {
  /** Resolves true when confirmed, false on Cancel, Escape or a backdrop click. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Resolves when the alert is dismissed. */
  alert: (options: AlertOptions) => Promise<void>;
};

export const DialogContext = createContext<DialogApi | null>(null);

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog must be used inside <DialogProvider>');
  return api;
}
