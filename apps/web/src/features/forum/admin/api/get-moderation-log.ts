import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths, withQuery } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { moderationKeys } from './moderation-keys';

export function getModerationLog(cursor: string | null, signal?: AbortSignal) {
  return apiRequest(withQuery(apiPaths.adminModeration.log, { cursor: cursor ?? undefined }), {
    answer: 'moderation.log',
    signal,
  });
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
