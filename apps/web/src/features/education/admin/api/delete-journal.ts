import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { journalsQueryKey } from '../../api/get-journals';

export function deleteJournal(id: number): Promise<void> {
  return apiRequest(apiPaths.adminJournal(id), { method: 'DELETE' });
}

/**
 * Deletes a journal. A 404 means it is already gone, so the lists refresh after a failure
 * too, and every journal list (admin and public) refreshes after success.
 */
export function useDeleteJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: journalsQueryKey }),
  });
}
