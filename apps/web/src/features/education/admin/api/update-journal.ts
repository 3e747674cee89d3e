import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Journal, JournalBody } from '@sehat/core/education/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { journalsQueryKey } from '../../api/get-journals';

export type UpdateJournalInput = JournalBody & { id: number };

export function updateJournal({ id, ...body }: UpdateJournalInput): Promise<{ journal: Journal }> {
  return apiRequest(apiPaths.adminJournal(id), {
    method: 'PUT',
    json: body,
    answer: 'education.savedJournal',
  });
}

/** Saves an edit; every journal list (admin and public) refreshes. */
export function useUpdateJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJournal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalsQueryKey }),
  });
}
