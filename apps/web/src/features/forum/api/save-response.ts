import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ForumQuestion, ResponsePage, SavedResponse } from '@sehat/core/forum/contract';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { withResponseAdded, withResponseRemoved, withResponseReplaced } from '../utils/response-cache';
import { forumKeys } from './forum-keys';

export function createResponse(input: {
  questionId: number;
  text: string;
  anonymous: boolean;
}): Promise<SavedResponse> {
  return apiRequest(apiPaths.forum.responses(input.questionId), {
    method: 'POST',
    json: { text: input.text, anonymous: input.anonymous },
    answer: 'forum.savedResponse',
  });
}

export function updateResponse(input: { id: number; text: string }): Promise<SavedResponse> {
  return apiRequest(apiPaths.forum.response(input.id), {
    method: 'PATCH',
    json: { text: input.text },
    answer: 'forum.savedResponse',
  });
}

export function deleteResponse(input: { id: number; questionId: number }): Promise<void> {
  return apiRequest<void>(apiPaths.forum.response(input.id), { method: 'DELETE' });
}

type LoadedPages = InfiniteData<ResponsePage>;

/**
 * The screen is updated from the server's answer, not refetched: the question's lists of
 * responses (every order) and its count. A list still being read may have been read before
 * this write and would land over it: that read is dropped and the list read again. Question
 * lists elsewhere are only marked stale, so they read the new count when next shown.
 */
async function writeAround(
  queryClient: QueryClient,
  questionId: number,
  change: (data: LoadedPages) => LoadedPages,
  countDelta: number,
) {
  const responses = { queryKey: forumKeys.responses(questionId) };
  const reading = queryClient.getQueryCache().findAll({ ...responses, fetchStatus: 'fetching' });
  await queryClient.cancelQueries({ ...responses, fetchStatus: 'fetching' });
  queryClient.setQueriesData<LoadedPages>(responses, (data) => (data ? change(data) : data));
  if (reading.length > 0)
    void queryClient.refetchQueries({ ...responses, predicate: (query) => reading.includes(query) });
  if (countDelta !== 0) {
    queryClient.setQueryData<{ question: ForumQuestion }>(forumKeys.question(questionId), (data) =>
      data
        ? { question: { ...data.question, responseCount: data.question.responseCount + countDelta } }
        : data,
    );
  }
  return queryClient.invalidateQueries({ queryKey: forumKeys.questionLists(), refetchType: 'none' });
}

export function useCreateResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResponse,
    onSuccess: ({ response }, input) =>
      writeAround(queryClient, input.questionId, (data) => withResponseAdded(data, response), 1),
  });
}

export function useUpdateResponse(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResponse,
    onSuccess: ({ response }) =>
      writeAround(queryClient, questionId, (data) => withResponseReplaced(data, response), 0),
  });
}

export function useDeleteResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResponse,
    onSuccess: (_data, input) =>
      writeAround(queryClient, input.questionId, (data) => withResponseRemoved(data, input.id), -1),
  });
}
