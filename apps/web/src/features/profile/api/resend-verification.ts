import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function resendVerification(): Promise<void> {
  return apiRequest<void>(apiPaths.auth.emailVerification, { method: 'POST' });
}

/** "Kirim ulang": a new verification mail to the account's address. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
