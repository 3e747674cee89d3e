import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Journal, JournalBody } from '@sehat/core/education/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { journalsQueryKey } from '../../api/get-journals';

export function createJournal(body: JournalBody): Promise<{ journal: Journal }> {
  return apiRequest(apiPaths.adminJournals, { method: 'POST', json: body, answer: 'education.savedJournal' });
}

/** Adds a journal; every journal list (admin and public) refreshes. */
export function useCreateJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalsQueryKey }),
  });
}
