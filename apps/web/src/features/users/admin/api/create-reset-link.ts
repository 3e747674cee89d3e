import { useMutation } from '@tanstack/react-query';
import type { AdminResetLink } from '@sehat/core/auth/recovery';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function createResetLink(userId: number): Promise<AdminResetLink> {
  return apiRequest(apiPaths.adminUserResetLink(userId), { answer: 'users.resetLink', method: 'POST' });
}

/** A one-time password-reset link for a user (the server records it in the audit log). */
export function useCreateResetLink() {
  return useMutation({ mutationFn: createResetLink });
}
