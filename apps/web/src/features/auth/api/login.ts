import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@sehat/core/auth/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { setSession } from '#web/lib/auth/session';
import { restoreTestStateAfterLogin } from '#web/features/selftest';

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest(apiPaths.auth.login, { answer: 'auth.login', method: 'POST', json: body });
}

/**
 * Logs in, puts the new session in the cache, and restores the user's last test result on
 * this device (spec §4: testCompleted only when the server has one), or keeps the result the
 * visitor just got when they log in to go back to it (`keepVisitorResult`).
 */
export function useLogin({ keepVisitorResult = false }: { keepVisitorResult?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      restoreTestStateAfterLogin(data.user.id, data.lastResult, keepVisitorResult);
      setSession(queryClient, data);
    },
  });
}
