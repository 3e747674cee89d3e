import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { chatKeys } from './chat-keys';

export function getConversation() {
  return apiRequest(apiPaths.chat.conversation, { answer: 'chat.conversation' });
}

export const conversationQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.conversation(),
    queryFn: async () => (await getConversation()).conversation,
    staleTime: 60_000,
  });

/** The logged-in user's conversation with the counsellors (and their unread count). */
export function useConversation(enabled: boolean) {
  return useQuery({ ...conversationQueryOptions(), enabled });
}
