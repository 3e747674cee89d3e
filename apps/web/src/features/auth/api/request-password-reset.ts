import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@sehat/core/auth/recovery';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  return apiRequest<void>(apiPaths.auth.passwordReset, { method: 'POST', json: body });
}

/** Asks for a reset mail; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
