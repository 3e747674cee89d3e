import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { QuestionPage } from '@sehat/core/forum/contract';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { forumKeys, type QuestionFilters } from './forum-keys';

export function getQuestions(
  filters: QuestionFilters,
  page: { cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<QuestionPage> {
  const { cursor, limit } = page;
  const params = new URLSearchParams({ sort: filters.sort });
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.mine) params.set('mine', '1');
  if (cursor) params.set('cursor', cursor);
  if (limit) params.set('limit', String(limit));
  return apiRequest(`${apiPaths.forum.questions}?${params}`, { signal, answer: 'forum.questions' });
}

export const questionsQueryOptions = (viewerId: number | null, filters: QuestionFilters) =>
  infiniteQueryOptions({
    queryKey: forumKeys.questionList(viewerId, filters),
    queryFn: ({ pageParam, signal }) => getQuestions(filters, { cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // The screen refetches on focus and visibility itself (use-refresh-on-focus).
    refetchOnWindowFocus: false,
  });

/**
 * The question list, one page of 20 at a time (more load as the user scrolls). While a new
 * search or filter loads, the previous results stay on screen (marked busy) instead of flashing.
 */
export function useQuestions(viewerId: number | null, filters: QuestionFilters) {
  return useInfiniteQuery({ ...questionsQueryOptions(viewerId, filters), placeholderData: keepPreviousData });
}
