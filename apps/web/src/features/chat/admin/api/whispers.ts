import type { TransferBody, WhisperBody } from '@sehat/core/chat/whispers';
import type { Conversation } from '@sehat/core/chat/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { chatKeys } from '../../api/chat-keys';
import { adminConversationQueryOptions } from './open-conversation';

// Under 'admin-conversation': a whisper's `conversation` event refreshes it live (stream-events).
const whispersKey = (conversationId: number) =>
  [...chatKeys.all, 'admin-conversation', 'whispers', conversationId] as const;

/** A supervisor's whispers in a conversation, oldest first. */
export function useWhispers(conversationId: number) {
  return useQuery({
    queryKey: whispersKey(conversationId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(apiPaths.adminChat.whispers(conversationId), {
          signal,
          answer: 'adminChat.whispers',
        })
      ).whispers,
  });
}

export function useAddWhisper(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WhisperBody) =>
      apiRequest(apiPaths.adminChat.whispers(conversationId), {
        method: 'POST',
        json: body,
        answer: 'adminChat.whisper',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: whispersKey(conversationId) }),
  });
}

/** Hands the conversation to another counsellor with a note, which becomes a whisper. */
export function useTransfer(conversation: Conversation) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferBody) =>
      apiRequest(apiPaths.adminChat.transfer(conversation.id), {
        method: 'POST',
        json: body,
        answer: 'adminChat.conversation',
      }),
    onSuccess: ({ conversation: moved }) => {
      queryClient.setQueryData(adminConversationQueryOptions(conversation.userId).queryKey, moved);
      void queryClient.invalidateQueries({ queryKey: chatKeys.inbox() });
      void queryClient.invalidateQueries({ queryKey: whispersKey(conversation.id) });
    },
  });
}
