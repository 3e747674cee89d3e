import { useSyncExternalStore } from 'react';
import {
  adoptVisitorResult,
  checkUser,
  claimedResult,
  completeTest,
  emptyTestState,
  parseLastTestResult,
  parseTestState,
  restoreAfterLogin,
  storedResultOf,
  type LastTestResult,
  type StoredResult,
  type TestState,
} from '@sehat/core/selftest/test-state';
import { parseRetakeMark, retakeMark, type RetakeMark } from '@sehat/core/selftest/retake';
import type { LastResult } from '@sehat/core/user/user-schema';
import { storedValue } from '#web/lib/storage/stored-value';

/** The spec's local-storage keys (§3). */
const storedState = storedValue('testState', { fallback: emptyTestState, parse: parseTestState });
const storedLastResult = storedValue<LastTestResult | null>('lastTestResult', {
  fallback: null,
  parse: parseLastTestResult,
  isEmpty: (result) => result === null,
});
/** Who last pressed Tes Ulang here, and when (core's selftest/retake.ts). */
const storedRetake = storedValue<RetakeMark | null>('sehat-tes-ulang', {
  fallback: null,
  parse: parseRetakeMark,
});

let snapshot: TestState = storedState.read();
const listeners = new Set<() => void>();

/** Saves on every change (spec §4): `testState`, and `lastTestResult` beside it. */
function save(next: TestState): void {
  snapshot = next;
  // Storage may be full or disabled; the state still lives for this page.
  if (storedState.write(next)) {
    const result = next.hasilTesTerakhir;
    storedLastResult.write(result && { hasil: result.hasil, severity: result.severity });
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the state (a test finished, a logout): follow it.
  const follow = () => {
    snapshot = storedState.read();
    listener();
  };
  const stopFollowing = [storedState.onOtherTab(follow), storedLastResult.onOtherTab(follow)];
  return () => {
    listeners.delete(listener);
    stopFollowing.forEach((stop) => stop());
  };
}

export function getTestState(): TestState {
  return snapshot;
}

/** A server render knows no device's state: it renders a fresh one, hydration then reads storage. */
const serverTestState = () => emptyTestState;

export function useTestState(): TestState {
  return useSyncExternalStore(subscribe, getTestState, serverTestState);
}

/** The result to show: the state's, else a stored `lastTestResult`. */
export function storedResult(state: TestState = snapshot): StoredResult | null {
  return storedResultOf(state, storedLastResult.read());
}

export function saveCompletedTest(result: StoredResult & { score: number }, userId: number | null): void {
  save(completeTest(result, userId, new Date()));
}

/** The account's newest result, taken on another device, becomes this device's (issue 39 item 1). */
export function adoptAccountResult(
  result: StoredResult & { score: number; createdAt: string },
  userId: number,
): void {
  save(completeTest(result, userId, new Date(result.createdAt)));
}

/** The stored result and the test state go (spec §4's reset). */
export function clearTestState(): void {
  save(emptyTestState);
}

/**
 * Tes Ulang (spec §4): the reset, and a mark that keeps the account's copy of the cleared
 * result from coming back to this device's result pages.
 */
export function retakeTest(): void {
  // Without storage the reset still holds for this page.
  storedRetake.write(retakeMark(snapshot.userId, new Date()));
  clearTestState();
}

export function lastRetake(): RetakeMark | null {
  return storedRetake.read();
}

/**
 * After login: the server's last result (spec §4), unless the visitor came from the result
 * they just got on this device (`keepVisitorResult`), which then becomes theirs.
 */
export function restoreTestStateAfterLogin(
  userId: number,
  lastResult: LastResult,
  keepVisitorResult = false,
): void {
  const adopted = keepVisitorResult ? adoptVisitorResult(snapshot, userId) : snapshot;
  save(adopted !== snapshot ? adopted : restoreAfterLogin(userId, lastResult));
}

/** After registration from a result page: the visitor's result on this device becomes theirs. */
export function adoptVisitorTestState(userId: number): void {
  const adopted = adoptVisitorResult(snapshot, userId);
  if (adopted !== snapshot) save(adopted);
}

/**
 * The user-id check (spec §4) for whoever is viewing now: a state that belongs to someone else
 * is reset. Returns whether the viewer has a completed result.
 */
export function checkTestStateOwner(viewerId: number | null): boolean {
  const checked = checkUser(snapshot, viewerId);
  if (checked.state !== snapshot) save(checked.state);
  return checked.available;
}

/** The visitor's result was attached to the account `userId` (ADR 113). */
export function markResultClaimed(userId: number): void {
  const claimed = claimedResult(snapshot, userId);
  if (claimed !== snapshot) save(claimed);
}
