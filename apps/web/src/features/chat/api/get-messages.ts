import { chatLimits } from '@sehat/core/chat/limits';
import type { MessagesPage } from '@sehat/core/chat/schemas';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { mergeLatestPage, type Thread } from '../utils/merge-messages';
import { chatKeys } from './chat-keys';

export function getMessages(conversationId: number, before?: number): Promise<MessagesPage> {
  const query = before ? `?before=${before}` : '';
  return apiRequest(`${apiPaths.chat.messages(conversationId)}${query}`, { answer: 'chat.messages' });
}

/**
 * A conversation's thread. Each fetch reads the newest page and merges it into what is
 * loaded, so older pages and messages that arrived by stream stay.
 */
export function messagesQueryOptions(queryClient: QueryClient, conversationId: number) {
  const queryKey = chatKeys.messages(conversationId);
  return queryOptions({
    queryKey,
    queryFn: async (): Promise<Thread> =>
      mergeLatestPage(queryClient.getQueryData<Thread>(queryKey), await getMessages(conversationId)),
    staleTime: 10_000,
  });
}

/** The thread; polls every 3 s (spec §9) while the live stream is not connected. */
export function useMessages(conversationId: number | undefined, live: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    ...messagesQueryOptions(queryClient, conversationId ?? 0),
    enabled: conversationId !== undefined,
    refetchInterval: live ? false : chatLimits.pollIntervalMs,
  });
}
