import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailVerificationConfirm } from '@sehat/core/auth/recovery';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { sessionQueryKey } from '#web/lib/auth/session-key';

export function confirmEmailVerification(body: EmailVerificationConfirm): Promise<void> {
  return apiRequest<void>(apiPaths.auth.emailVerificationConfirm, { method: 'POST', json: body });
}

/** Confirms the address; a logged-in user's session (and so their profile) learns it at once. */
export function useConfirmEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
