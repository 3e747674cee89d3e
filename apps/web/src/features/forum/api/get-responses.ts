import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ResponsePage } from '@sehat/core/forum/contract';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export function getResponses(questionId: number, cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiRequest<ResponsePage>(`${apiPaths.forum.responses(questionId)}${query}`, { signal });
}

export const responsesQueryOptions = (questionId: number, viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: forumKeys.responsesFor(questionId, viewerId),
    queryFn: ({ pageParam, signal }) => getResponses(questionId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    refetchOnWindowFocus: false,
  });

/** A question's responses, oldest first, a page at a time. */
export function useResponses(questionId: number, viewerId: number | null) {
  return useInfiniteQuery(responsesQueryOptions(questionId, viewerId));
}
