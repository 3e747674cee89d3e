import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryResponse } from '@sehat/core/selftest/schemas';
import { apiPaths, withQuery } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

const pageSize = 10;

export function getSelftestHistory(cursor: string | null): Promise<HistoryResponse> {
  return apiRequest(
    withQuery(apiPaths.selftest.submissions, { limit: pageSize, cursor: cursor ?? undefined }),
    { answer: 'selftest.history' },
  );
}

/** The user's past results, newest first, a page at a time; re-read on every visit. */
export const selftestHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['profile', 'selftest-history'],
    queryFn: ({ pageParam }) => getSelftestHistory(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export function useSelftestHistory() {
  return useInfiniteQuery(selftestHistoryQueryOptions());
}
