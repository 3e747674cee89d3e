import { queryOptions, useQuery } from '@tanstack/react-query';
import { indonesianSourcesFirst } from '@sehat/core/education/source-language';
import { apiPaths, withQuery } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/** A journal of api.md's education contract (the education feature owns the endpoint). */
export type Journal = {
  id: number;
  kategori: string;
  judul: string;
  sumber: string;
  kutipan: string;
  link: string | null;
  createdAt: string;
  updatedAt: string;
};

export type JournalsResponse = {
  journals: Journal[];
  categoryCounts: Record<string, number>;
};

export type ArticleCategory = 'neurosis' | 'psikotik' | 'ptsd';

/** Enough of the category's newest journals to find its Indonesian sources among them. */
const fetchedArticles = 50;

export function getRelatedArticles(category: ArticleCategory): Promise<JournalsResponse> {
  return apiRequest<JournalsResponse>(withQuery(apiPaths.journals, { category, limit: fetchedArticles }));
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
