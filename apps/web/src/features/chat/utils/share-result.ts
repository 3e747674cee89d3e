import type { SharedResult } from '@sehat/core/chat/result-share';
import type { ShareableResult } from '@sehat/core/chat/shareable-result';
import type { ScoredScreeningCode, ScreeningCode } from '@sehat/core/screenings/instruments';
import { localResultsOf } from '@sehat/core/screenings/local-results';
import type { StoredResult, TestState } from '@sehat/core/selftest/test-state';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { getLocalResults, keepResults, removeLocalResults } from '#web/features/screenings';
import { getTestState, markResultClaimed, storedResult } from '#web/features/selftest';

/**
 * The SRQ-29 result this device may share with the counsellors for the viewer: their own, or
 * (for a visitor, or right after they signed in) the visitor's result its claim token attaches.
 */
export function srq29Shareable(state: TestState, viewerId: number | null): ShareableResult | null {
  const result = storedResult(state);
  if (!result) return null;
  const shareable = state.userId === null ? Boolean(result.claimToken) : state.userId === viewerId;
  return shareable ? { code: 'srq29', ...result, crisis: result.crisis ?? false } : null;
}

/** Which SRQ-29 result of the user's to share: the claimed one, the one this device knows, or the newest. */
async function srq29IdToShare(userId: number, result: StoredResult): Promise<number> {
  if (result.claimToken) {
    const claimed = await apiRequest(apiPaths.selftest.claim, {
      answer: 'selftest.claimed',
      method: 'POST',
      json: { claimToken: result.claimToken },
    });
    markResultClaimed(userId);
    return claimed.id;
  }
  if (result.id !== undefined) return result.id;
  // Login restored only the summary: it is the newest result on the server.
  return (await apiRequest(apiPaths.selftest.latest, { answer: 'selftest.result' })).id;
}

/**
 * Which PHQ-9 or GAD-7 result to share: the one the page named, else this device's newest
 * (a visitor's, kept in the account first), else the account's newest.
 */
async function scoredIdToShare(
  code: ScoredScreeningCode,
  known: ShareableResult | null,
): Promise<number | null> {
  if (known?.code === code && known.id !== undefined && !known.claimToken) return known.id;
  const [onDevice] = localResultsOf(getLocalResults(), code);
  if (onDevice) {
    const { kept } = await keepResults([onDevice]);
    removeLocalResults([onDevice.id]);
    if (kept.includes(onDevice.id)) return onDevice.id;
  }
  const history = await apiRequest(`${apiPaths.screenings.submissions(code)}?limit=1`, {
    answer: 'screenings.history',
  });
  return history.items[0]?.id ?? null;
}

/**
 * With the user's consent: their result of `code` (a visitor's first kept in the account) is
 * shown to the counsellors above the chat; a risk item answered puts them first in the queue.
 */
export async function shareResultWithCounsellor(
  userId: number,
  code: ScreeningCode,
  known: ShareableResult | null = null,
): Promise<SharedResult | null> {
  let resultId: number | null;
  if (code === 'srq29') {
    const result = storedResult(getTestState());
    const shareable = srq29Shareable(getTestState(), userId);
    resultId = result && shareable ? await srq29IdToShare(userId, result) : null;
  } else {
    resultId = await scoredIdToShare(code, known);
  }
  if (resultId === null) return null;
  const { sharedResult } = await apiRequest(apiPaths.chat.resultShare, {
    method: 'POST',
    json: { code, resultId },
    answer: 'chat.resultShared',
  });
  return sharedResult;
}
