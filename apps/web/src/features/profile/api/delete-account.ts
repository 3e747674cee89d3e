import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@sehat/core/privacy/schemas';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return apiRequest<void>(apiPaths.profile, { method: 'DELETE', json: body });
}

/** Deletes the user's own account; the caller leaves the page so no state of it survives. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
