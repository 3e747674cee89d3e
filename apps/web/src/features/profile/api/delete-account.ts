import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@sehat/core/privacy/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { forgetPersonOnDevice } from '#web/features/auth';

/** Once the server has deleted the account, this device forgets the person too (issue 48 item 1). */
export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await apiRequest<void>(apiPaths.profile, { method: 'DELETE', json: body });
  forgetPersonOnDevice();
}

/** Deletes the user's own account; the caller leaves the page so no state of it survives. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
