import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths';
import { ApiError, apiRequest } from '../api-client';
import { clearAllScreeningProgress } from '../screenings/progress-store';
import { clearTestProgress } from '../selftest/test-progress-store';
import { forgetThisDevice } from '../push-device';
import { clearCachedUser } from '../storage';
import { clearAccountPlanCopy } from '../offline/account-plan-key';
import { clearQueue } from '../offline/submission-queue';

/**
 * A 401 means the session was already gone: the user is logged out either way. A test in
 * progress in this tab goes with the session, and so do this browser's pushes.
 */
export async function logout(): Promise<void> {
  await forgetThisDevice();
  try {
    await apiRequest<void>(apiPaths.auth.logout, { method: 'POST' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  clearCachedUser();
  clearTestProgress();
  clearAllScreeningProgress();
  // What waited offline and the plan's copy are this person's: they go too (ADR 160).
  clearQueue();
  clearAccountPlanCopy();
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
