import type { QueryClient } from '@tanstack/react-query';
import { addLocalResult } from '../screenings/local-results-store';
import { sendQueue, type SentSubmission } from './send-queue';

/** A visitor's result is kept on the device, with the token to keep it in an account later. */
function keep(sent: SentSubmission) {
  if (sent.kind === 'screening' && sent.result.claimToken) {
    const { nextSteps: _nextSteps, claimToken, ...result } = sent.result;
    addLocalResult({ ...result, claimToken });
  }
}

/** Sends the tests taken offline; what the pages show is read again once any was stored. */
export async function sendWaitingTests(queryClient: QueryClient): Promise<void> {
  const stored = await sendQueue(keep);
  if (stored > 0) void queryClient.invalidateQueries();
}
