import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirm } from '@sehat/core/auth/recovery';
import type { Session } from '@sehat/core/auth/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { getSession, setSession } from '#web/lib/auth/session';

export async function confirmPasswordReset(body: PasswordResetConfirm): Promise<Session> {
  await apiRequest<void>(apiPaths.auth.passwordResetConfirm, { method: 'POST', json: body });
  return getSession();
}

/** Sets the new password; the server logs the person in, and the new session goes in the cache. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: (session) => setSession(queryClient, session),
  });
}
