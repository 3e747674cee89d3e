import type { InboxFilter, InboxResponse } from '@sehat/core/chat/admin-schemas';
import { chatLimits } from '@sehat/core/chat/limits';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { chatKeys } from '../../api/chat-keys';

export function getInbox(filter: InboxFilter, q: string, cursor?: string): Promise<InboxResponse> {
  const params = new URLSearchParams({ filter });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`${apiPaths.adminChat.users}?${params}`, { answer: 'adminChat.inbox' });
}

/** What the inbox lists when it opens: conversations in which someone said something (ADR 116). */
export const defaultInboxFilter: InboxFilter = 'active';

export const inboxQueryOptions = (filter: InboxFilter, q: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.inboxList(filter, q),
    queryFn: ({ pageParam }) => getInbox(filter, q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 10_000,
  });

/** The inbox's user list; polls every 3 s (spec §9) while the live stream is not connected. */
export function useInbox(filter: InboxFilter, q: string, live: boolean) {
  return useInfiniteQuery({
    ...inboxQueryOptions(filter, q),
    // While another filter or search loads, the current list and counts stay on screen.
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : chatLimits.pollIntervalMs,
  });
}
