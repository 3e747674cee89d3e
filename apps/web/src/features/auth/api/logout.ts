import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { ApiError, apiRequest } from '#web/lib/api-client';
import { forgetThisDevice } from '#web/features/push';
import { forgetPersonOnDevice } from '../utils/forget-on-device';

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
  forgetPersonOnDevice();
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
