import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { forumKeys } from './forum-keys';

export function deleteQuestion(id: number): Promise<void> {
  return apiRequest<void>(apiPaths.forum.question(id), { method: 'DELETE' });
}

/** Deletes a question; the caller refreshes the list (the spec reports a failed refresh apart). */
export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: forumKeys.question(id) });
      queryClient.removeQueries({ queryKey: forumKeys.responses(id) });
    },
  });
}
