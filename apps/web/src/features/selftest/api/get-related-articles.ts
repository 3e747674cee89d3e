import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalList } from '@sehat/core/education/schemas';
import { indonesianSourcesFirst } from '@sehat/core/education/source-language';
import { apiPaths, withQuery } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export type ArticleCategory = 'neurosis' | 'psikotik' | 'ptsd';

/** Enough of the category's newest journals to find its Indonesian sources among them. */
const fetchedArticles = 50;

export function getRelatedArticles(category: ArticleCategory): Promise<JournalList> {
  return apiRequest(withQuery(apiPaths.journals, { category, limit: fetchedArticles }), {
    answer: 'education.journals',
  });
}

export const relatedArticlesQueryOptions = (category: ArticleCategory) =>
  queryOptions({
    queryKey: ['selftest', 'related-articles', category],
    queryFn: () => getRelatedArticles(category),
    select: (data) => ({ ...data, journals: indonesianSourcesFirst(data.journals) }),
  });

/** Articles for a result page: the journals of its category, Indonesian sources first. */
export function useRelatedArticles(category: ArticleCategory) {
  return useQuery(relatedArticlesQueryOptions(category));
}
