import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ModerationLogPage } from '@sehat/core/forum/moderation-contract';
import { apiPaths, withQuery } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { moderationKeys } from './moderation-keys';

export function getModerationLog(cursor: string | null, signal?: AbortSignal) {
  return apiRequest<ModerationLogPage>(
    withQuery(apiPaths.adminModeration.log, { cursor: cursor ?? undefined }),
    {
      signal,
    },
  );
}

/** Who kept, hid or deleted which item, newest first. */
export function useModerationLog() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: moderationKeys.log(),
      queryFn: ({ pageParam, signal }) => getModerationLog(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      staleTime: 0,
    }),
  );
}
