import { createContext, useContext, type ReactNode } from 'react';
import type { ShareableResult } from '@sehat/core/chat/shareable-result';
import { useTestState } from '#web/lib/selftest/test-state-store';
import { srq29Shareable } from '../utils/share-result';

const PageResult = createContext<ShareableResult | null>(null);

/** A result page names the result on screen, so the counsellor button offers that one (any screening). */
export function ShareableResultProvider({
  result,
  children,
}: {
  result: ShareableResult | null;
  children: ReactNode;
}) {
  return <PageResult.Provider value={result}>{children}</PageResult.Provider>;
}

/** The result the counsellor button offers: the page's, else this device's SRQ-29 result. */
export function useShareableResult(viewerId: number | null): ShareableResult | null {
  const onPage = useContext(PageResult);
  const srq29 = srq29Shareable(useTestState(), viewerId);
  return onPage ?? srq29;
}
