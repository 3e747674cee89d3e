import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function deleteUser(id: number): Promise<void> {
  return apiRequest<void>(apiPaths.adminUser(id), { method: 'DELETE' });
}

/** Deletes a user and, on the server, all of their data. */
export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}
