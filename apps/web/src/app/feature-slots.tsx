import { lazy, type ReactNode } from 'react';
import { KeepResultsOffer } from '#web/features/screenings';
import { CounsellorDialogSlot, type RenderCounsellorDialog } from '#web/lib/slots/counsellor-dialog';
import { KeepResultsOfferSlot } from '#web/lib/slots/keep-results-offer';

// The chat's counsellor dialog, behind every counsellor button, loads when someone asks.
const CounsellorDialog = lazy(async () => ({
  default: (await import('#web/features/chat/components/counsellor-dialog')).CounsellorDialog,
}));
const renderCounsellorDialog: RenderCounsellorDialog = (props) => <CounsellorDialog {...props} />;
const renderKeepResultsOffer = () => <KeepResultsOffer />;

/**
 * The parts of a feature that shared code, or a feature that may not import it, shows through a
 * slot in `lib/slots/` (ADR 247): the chat's counsellor dialog behind the shared counsellor
 * button, and the screenings' keep-results offer on the self-test's result page. The app and
 * the tests that render a component on its own both wrap it in this one list.
 */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <CounsellorDialogSlot value={renderCounsellorDialog}>
      <KeepResultsOfferSlot value={renderKeepResultsOffer}>{children}</KeepResultsOfferSlot>
    </CounsellorDialogSlot>
  );
}
