import type { ChatHistoryDeleted } from '@sehat/core/chat/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { clearThread } from './stream-events';

export function deleteHistory(): Promise<ChatHistoryDeleted> {
  return apiRequest(apiPaths.chat.history, { method: 'DELETE', answer: 'chat.historyDeleted' });
}

/** Deletes the user's own chat history, for the counsellors too; the popup empties at once. */
export function useDeleteHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistory,
    onSuccess: (deleted) => clearThread(queryClient, deleted),
  });
}
