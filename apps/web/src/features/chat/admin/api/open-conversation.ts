import type { Conversation } from '@sehat/core/chat/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { chatKeys } from '../../api/chat-keys';

export async function openConversation(userId: number): Promise<Conversation> {
  const body = await apiRequest(apiPaths.adminChat.conversations, {
    method: 'POST',
    json: { userId },
    answer: 'adminChat.conversation',
  });
  return body.conversation;
}

/** POST is get-or-create, so asking again is harmless: it opens or creates the user's conversation. */
export const adminConversationQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...chatKeys.all, 'admin-conversation', userId] as const,
    queryFn: () => openConversation(userId),
    staleTime: 60_000,
    retry: false,
  });

/** An admin opens a user's conversation, creating it when the user has none yet (spec §4). */
export function useAdminConversation(userId: number) {
  return useQuery(adminConversationQueryOptions(userId));
}
