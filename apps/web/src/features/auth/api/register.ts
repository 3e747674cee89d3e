import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody } from '@sehat/core/auth/schemas';
import type { UserResponse } from '@sehat/core/user/user-schema';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { setSession } from '#web/lib/auth/session';
import { adoptVisitorTestState } from '#web/features/selftest';

export function register(body: RegisterBody): Promise<UserResponse> {
  return apiRequest(apiPaths.auth.register, { answer: 'auth.registered', method: 'POST', json: body });
}

/**
 * Creates the account; the server logs the new user in (201). A visitor who registers to go
 * back to their result (`keepVisitorResult`) keeps it on this device.
 */
export function useRegister({ keepVisitorResult = false }: { keepVisitorResult?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (data) => {
      if (keepVisitorResult) adoptVisitorTestState(data.user.id);
      setSession(queryClient, { user: data.user, lastResult: null, consentNeeded: false });
    },
  });
}
