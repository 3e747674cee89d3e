import type { UpdateConversationBody } from '@sehat/core/chat/admin-schemas';
import { presenceLimits } from '@sehat/core/chat/counsellor-service';
import type { Conversation } from '@sehat/core/chat/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { chatKeys } from '../../api/chat-keys';
import { adminConversationQueryOptions } from './open-conversation';

export async function updateConversation(id: number, change: UpdateConversationBody): Promise<Conversation> {
  const body = await apiRequest(apiPaths.adminChat.conversation(id), {
    method: 'PATCH',
    json: change,
    answer: 'adminChat.conversation',
  });
  return body.conversation;
}

/** Resolve/reopen, take or hand over the open conversation; the inbox's lists and counts follow. */
export function useUpdateConversation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateConversationBody }) =>
      updateConversation(id, change),
    onSuccess: (conversation) => {
      queryClient.setQueryData(adminConversationQueryOptions(userId).queryKey, conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.inbox() });
    },
  });
}

export const counsellorsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.counsellors(),
    queryFn: () => apiRequest(apiPaths.adminChat.counsellors, { answer: 'adminChat.counsellors' }),
    // Presence lapses without an event (a tab closed): read again as often as tabs renew it.
    refetchInterval: presenceLimits.renewMs,
    select: (body) => body.counsellors,
  });

/** The admins a conversation can be handed to, with their presence and open conversations. */
export function useCounsellors() {
  return useQuery(counsellorsQueryOptions());
}
