import type { SharedResult } from '@sehat/core/chat/result-share';
import type { SelftestResult } from '@sehat/core/selftest/schemas';
import type { StoredResult, TestState } from '@sehat/core/selftest/test-state';
import { apiPaths } from '../../config/paths';
import { apiRequest } from '../api-client';
import { getTestState, markResultClaimed, storedResult } from './test-state-store';

/**
 * The result this device may share with the counsellors for the viewer: their own, or (for a
 * visitor, or right after they signed in) the visitor's result its claim token attaches.
 */
export function shareableResult(state: TestState, viewerId: number | null): StoredResult | null {
  const result = storedResult(state);
  if (!result) return null;
  if (state.userId === null && result.claimToken) return result;
  return viewerId !== null && state.userId === viewerId ? result : null;
}

/** Which result of the user's to share: the claimed one, the one this device knows, or the newest. */
async function resultIdToShare(userId: number, result: StoredResult): Promise<number> {
  if (result.claimToken) {
    const claimed = await apiRequest<SelftestResult>(apiPaths.selftest.claim, {
      method: 'POST',
      json: { claimToken: result.claimToken },
    });
    markResultClaimed(userId);
    return claimed.id;
  }
  if (result.id !== undefined) return result.id;
  // Login restored only the summary: it is the newest result on the server.
  return (await apiRequest<SelftestResult>(apiPaths.selftest.latest)).id;
}

/**
 * With the user's consent: their result (a visitor's first attached to the account) is shown
 * to the counsellors above the chat, which makes a crisis answer first in their queue.
 */
export async function shareResultWithCounsellor(userId: number): Promise<SharedResult | null> {
  const result = shareableResult(getTestState(), userId);
  if (!result) return null;
  const resultId = await resultIdToShare(userId, result);
  const { sharedResult } = await apiRequest<{ sharedResult: SharedResult }>(apiPaths.chat.resultShare, {
    method: 'POST',
    json: { resultId },
  });
  return sharedResult;
}
