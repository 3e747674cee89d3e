import { createContext, use, type ReactNode } from 'react';

/** What the counsellor button tells the dialog it opens. */
export interface CounsellorDialogProps {
  /** Where a visitor comes back to, chat open, after signing in. */
  returnPath?: string | undefined;
  /** A forum post with crisis language, told to the counsellors when the chat starts (ADR 225). */
  forumPost?: string | undefined;
  onClose: () => void;
  onStarted: () => void;
}

/**
 * The dialog behind 'Bicara dengan konselor' belongs to the chat feature; the shared crisis
 * components that show the button may not import a feature, so the app shell puts the dialog
 * here (ADR 247).
 */
export const CounsellorDialogSlot = createContext<RenderCounsellorDialog | null>(null);

export type RenderCounsellorDialog = (props: CounsellorDialogProps) => ReactNode;

export function useCounsellorDialog(): RenderCounsellorDialog {
  const renderDialog = use(CounsellorDialogSlot);
  if (!renderDialog) throw new Error('CounsellorDialogSlot has no dialog: the app shell provides it.');
  return renderDialog;
}
