import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@sehat/core/auth/schemas';
import type { LastResult, User } from '@sehat/core/user/user-schema';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { setSession } from '../../../lib/auth/session';

export type LoginResponse = { user: User; lastResult: LastResult };

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(apiPaths.auth.login, { method: 'POST', json: body });
}

/** Logs in and puts the new session (user + last result) in the cache. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => setSession(queryClient, { user: data.user, lastResult: data.lastResult }),
  });
}
