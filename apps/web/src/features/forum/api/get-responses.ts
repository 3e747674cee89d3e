import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseSort } from '@sehat/core/forum/limits';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { forumKeys } from './forum-keys';

export function getResponses(
  questionId: number,
  sort: ResponseSort,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams();
  // The server's default order needs no parameter, so its URLs stay as they were.
  if (sort !== 'terlama') params.set('sort', sort);
  if (cursor) params.set('cursor', cursor);
  const query = params.size > 0 ? `?${params}` : '';
  return apiRequest(`${apiPaths.forum.responses(questionId)}${query}`, {
    signal,
    answer: 'forum.responses',
  });
}

export const responsesQueryOptions = (questionId: number, viewerId: number | null, sort: ResponseSort) =>
  infiniteQueryOptions({
    queryKey: forumKeys.responsesFor(questionId, viewerId, sort),
    queryFn: ({ pageParam, signal }) => getResponses(questionId, sort, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    refetchOnWindowFocus: false,
  });

/** A question's responses in `sort` order, a page at a time. */
export function useResponses(questionId: number, viewerId: number | null, sort: ResponseSort) {
  return useInfiniteQuery(responsesQueryOptions(questionId, viewerId, sort));
}
