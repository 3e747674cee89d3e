import type { QueryClient } from '@tanstack/react-query';
import { worksheetOfflineSender } from '#web/features/programs/api/offline-sender';
import { screeningOfflineSender } from '#web/features/screenings/api/offline-sender';
import { selftestOfflineSender } from '#web/features/selftest/api/offline-sender';
import { sendQueue, type OfflineSenders } from '#web/lib/offline/send-queue';

/** Each kind of entry the offline queue holds, sent by the feature it belongs to. */
export const offlineSenders: OfflineSenders = {
  srq29: selftestOfflineSender,
  phq9: screeningOfflineSender,
  gad7: screeningOfflineSender,
  worksheet: worksheetOfflineSender,
};

/** Sends what was done offline; what the pages show is read again once any was stored. */
export async function sendWaitingEntries(queryClient: QueryClient): Promise<void> {
  const stored = await sendQueue(offlineSenders);
  if (stored > 0) void queryClient.invalidateQueries();
}
