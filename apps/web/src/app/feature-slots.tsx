import { lazy, type ReactNode } from 'react';
import { CounsellorDialogSlot, type RenderCounsellorDialog } from '#web/lib/slots/counsellor-dialog';

// The chat's counsellor dialog, behind every counsellor button, loads when someone asks.
const CounsellorDialog = lazy(async () => ({
  default: (await import('#web/features/chat/components/counsellor-dialog')).CounsellorDialog,
}));
const renderCounsellorDialog: RenderCounsellorDialog = (props) => <CounsellorDialog {...props} />;

/**
 * The parts of a feature that shared code shows through a slot in `lib/slots/` (ADR 247): the
 * chat's counsellor dialog behind the shared counsellor button. The app and the tests that
 * render a component on its own both wrap it in this one list.
 */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return <CounsellorDialogSlot value={renderCounsellorDialog}>{children}</CounsellorDialogSlot>;
}
