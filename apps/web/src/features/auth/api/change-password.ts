import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@sehat/core/auth/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiRequest<void>(apiPaths.auth.password, { method: 'PUT', json: body });
}

/** Changes the password; the server ends the user's other sessions, this one stays. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
