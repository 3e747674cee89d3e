import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ModerationStatus } from '@sehat/core/forum/moderation-contract';
import { apiPaths, withQuery } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { moderationKeys } from './moderation-keys';

export function getModerationQueue(status: ModerationStatus, cursor: string | null, signal?: AbortSignal) {
  return apiRequest(withQuery(apiPaths.adminModeration.queue, { status, cursor: cursor ?? undefined }), {
    answer: 'moderation.queue',
    signal,
  });
}

/** The queue opens on the items still waiting for a decision. */
export const defaultModerationStatus: ModerationStatus = 'open';

export const moderationQueueQueryOptions = (status: ModerationStatus) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.queue(status),
    queryFn: ({ pageParam, signal }) => getModerationQueue(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

/** The queue: open items (risk first, then newest) or the ones already decided. */
export function useModerationQueue(status: ModerationStatus) {
  return useInfiniteQuery(moderationQueueQueryOptions(status));
}
