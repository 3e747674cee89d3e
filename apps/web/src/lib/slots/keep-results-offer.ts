import { createContext, use, type ReactNode } from 'react';

/**
 * The offer to keep a visitor's device results in their account belongs to the screenings
 * feature, which reads the self-test's state; the self-test's result page shows it too, and
 * may not import the screenings back (no feature cycle), so the app shell puts it here (ADR 247).
 */
export const KeepResultsOfferSlot = createContext<(() => ReactNode) | null>(null);

export function useKeepResultsOffer(): () => ReactNode {
  const renderOffer = use(KeepResultsOfferSlot);
  if (!renderOffer) throw new Error('KeepResultsOfferSlot has no offer: the app shell provides it.');
  return renderOffer;
}
