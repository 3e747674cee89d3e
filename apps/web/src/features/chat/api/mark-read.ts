import type { SenderRole } from '@sehat/core/chat/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { markOthersRead, type Thread } from '../utils/merge-messages';
import { chatKeys } from './chat-keys';

export function markRead(conversationId: number): Promise<void> {
  return apiRequest<void>(apiPaths.chat.read(conversationId), { method: 'POST' });
}

/** Marks the other side's messages read; the thread, unread counts and inbox follow. */
export function useMarkRead(readerRole: SenderRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (_nothing, conversationId) => {
      queryClient.setQueryData<Thread>(chatKeys.messages(conversationId), (thread) =>
        thread ? markOthersRead(thread, readerRole) : thread,
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.inbox() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation() });
    },
  });
}
