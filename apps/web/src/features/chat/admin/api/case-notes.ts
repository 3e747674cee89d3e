import type { NoteBody } from '@sehat/core/chat/case-notes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { chatKeys } from '../../api/chat-keys';

const notesKey = (conversationId: number) => [...chatKeys.all, 'notes', conversationId] as const;

/** The team's private notes on a conversation, oldest first. */
export function useCaseNotes(conversationId: number) {
  return useQuery({
    queryKey: notesKey(conversationId),
    queryFn: async () =>
      (await apiRequest(apiPaths.adminChat.notes(conversationId), { answer: 'adminChat.notes' })).notes,
  });
}

export function useAddCaseNote(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteBody) =>
      apiRequest(apiPaths.adminChat.notes(conversationId), {
        method: 'POST',
        json: body,
        answer: 'adminChat.note',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesKey(conversationId) }),
  });
}
