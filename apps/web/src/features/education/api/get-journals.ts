import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { JournalCategory } from '@sehat/core/education/limits';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export type JournalFilter = { category?: JournalCategory | undefined; q?: string | undefined };

type PageRequest = JournalFilter & { limit?: number; cursor?: string | null | undefined };

export function getJournals({ category, q, limit, cursor }: PageRequest, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (q) query.set('q', q);
  if (limit) query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return apiRequest(search ? `${apiPaths.journals}?${search}` : apiPaths.journals, {
    answer: 'education.journals',
    signal,
  });
}

/** Every journal query starts with this key: admin changes invalidate them all at once. */
export const journalsQueryKey = ['journals'] as const;

const pageSize = 20;

/** The article list and the admin detail view: pages of 20, "show more" loads the next. */
export const journalPagesQueryOptions = (filter: JournalFilter) =>
  infiniteQueryOptions({
    queryKey: [...journalsQueryKey, 'pages', filter],
    queryFn: ({ pageParam, signal }) =>
      getJournals({ ...filter, limit: pageSize, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useJournalPages(filter: JournalFilter) {
  // While a new filter loads, the previous list stays (dimmed) instead of a spinner flash.
  return useInfiniteQuery({ ...journalPagesQueryOptions(filter), placeholderData: keepPreviousData });
}

/** A few newest journals of one category (related articles), with the category counts. */
const journalSampleQueryOptions = (category: JournalCategory | undefined, limit: number) =>
  queryOptions({
    queryKey: [...journalsQueryKey, 'sample', { category, limit }],
    queryFn: ({ signal }) => getJournals({ category, limit }, signal),
  });

/** A topic page's related articles: the three newest of its category. */
export const relatedJournalsQueryOptions = (category: JournalCategory) =>
  journalSampleQueryOptions(category, 3);

/** The admin overview needs only the category counts, which come with any sample. */
export const journalCountsQueryOptions = () => journalSampleQueryOptions(undefined, 1);

export function useRelatedJournals(category: JournalCategory) {
  return useQuery(relatedJournalsQueryOptions(category));
}

export function useJournalCounts() {
  return useQuery(journalCountsQueryOptions());
}
