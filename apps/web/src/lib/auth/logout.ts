import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths';
import { ApiError, apiRequest } from '../api-client';
import { clearCachedUser } from '../storage';

/** A 401 means the session was already gone: the user is logged out either way. */
export async function logout(): Promise<void> {
  try {
    await apiRequest<void>(apiPaths.auth.logout, { method: 'POST' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  clearCachedUser();
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
