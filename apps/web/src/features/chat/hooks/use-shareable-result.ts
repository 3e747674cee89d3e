import { use } from 'react';
import type { ShareableResult } from '@sehat/core/chat/shareable-result';
import { ShareableResultOnPage } from '#web/lib/slots/shareable-result-on-page';
import { useTestState } from '#web/features/selftest';
import { srq29Shareable } from '../utils/share-result';

/** The result the counsellor button offers: the page's, else this device's SRQ-29 result. */
export function useShareableResult(viewerId: number | null): ShareableResult | null {
  const onPage = use(ShareableResultOnPage);
  const srq29 = srq29Shareable(useTestState(), viewerId);
  return onPage ?? srq29;
}
