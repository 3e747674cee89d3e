import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody } from '@sehat/core/auth/schemas';
import type { User } from '@sehat/core/user/user-schema';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { setSession } from '../../../lib/auth/session';

export type RegisterResponse = { user: User };

export function register(body: RegisterBody): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>(apiPaths.auth.register, { method: 'POST', json: body });
}

/** Creates the account; the server logs the new user in (201). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (data) => setSession(queryClient, { user: data.user, lastResult: null }),
  });
}
