import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { forumKeys } from './forum-keys';

export function getQuestion(id: number, signal?: AbortSignal): Promise<{ question: ForumQuestion }> {
  return apiRequest(apiPaths.forum.question(id), { signal, answer: 'forum.question' });
}

export const questionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: forumKeys.question(id),
    queryFn: ({ signal }) => getQuestion(id, signal),
    select: (data) => data.question,
  });

/** One question, fresh from the server; `initial` (the list's copy) shows meanwhile. */
export function useQuestion(id: number, initial: ForumQuestion) {
  return useQuery({ ...questionQueryOptions(id), placeholderData: { question: initial } });
}
