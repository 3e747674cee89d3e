import { checkUser } from '@sehat/core/selftest/test-state';
import { useTestState } from '../utils/test-state-store';

/** The SRQ-29 result this device holds for whoever is viewing (a visitor, or this user), if any. */
export function useLastResult(userId: number | null): string | null {
  const testState = useTestState();
  return checkUser(testState, userId).available ? (testState.hasilTesTerakhir?.hasil ?? null) : null;
}
