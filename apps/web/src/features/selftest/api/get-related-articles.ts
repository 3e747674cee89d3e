import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, withQuery } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

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

export function getRelatedArticles(category: ArticleCategory | null): Promise<JournalsResponse> {
  return apiRequest<JournalsResponse>(withQuery(apiPaths.journals, { category: category ?? undefined }));
}

export const relatedArticlesQueryOptions = (category: ArticleCategory | null) =>
  queryOptions({
    queryKey: ['selftest', 'related-articles', category ?? 'semua'],
    queryFn: () => getRelatedArticles(category),
  });

/** Articles for a result page: the journals of its category (all categories for Normal). */
export function useRelatedArticles(category: ArticleCategory | null) {
  return useQuery(relatedArticlesQueryOptions(category));
}
