import type { InboxResponse } from '@sehat/core/chat/admin-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { chatKeys } from '../../api/chat-keys';

/** The inbox's counts (one entry of the list comes along): what the admin header shows. */
export function getInboxCounts(): Promise<InboxResponse['counts']> {
  return apiRequest(`${apiPaths.adminChat.users}?filter=unread&limit=1`, { answer: 'adminChat.inbox' }).then(
    (inbox) => inbox.counts,
  );
}

// Under the inbox's key: every message, read receipt and triage change refreshes it.
export const inboxCountsQueryOptions = () =>
  queryOptions({ queryKey: [...chatKeys.inbox(), 'counts'], queryFn: getInboxCounts, staleTime: 10_000 });

export function useInboxCounts() {
  return useQuery(inboxCountsQueryOptions());
}
