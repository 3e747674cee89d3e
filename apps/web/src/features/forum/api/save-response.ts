import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SavedResponse } from '@sehat/core/forum/contract';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export function createResponse(input: {
  questionId: number;
  text: string;
  anonymous: boolean;
}): Promise<SavedResponse> {
  return apiRequest<SavedResponse>(apiPaths.forum.responses(input.questionId), {
    method: 'POST',
    json: { text: input.text, anonymous: input.anonymous },
  });
}

export function updateResponse(input: { id: number; text: string }): Promise<SavedResponse> {
  return apiRequest<SavedResponse>(apiPaths.forum.response(input.id), {
    method: 'PATCH',
    json: { text: input.text },
  });
}

export function deleteResponse(input: { id: number; questionId: number }): Promise<void> {
  return apiRequest<void>(apiPaths.forum.response(input.id), { method: 'DELETE' });
}

/** After a response changes: its list, its question (count) and the question lists (counts). */
async function refreshAround(queryClient: QueryClient, questionId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: forumKeys.responses(questionId) }),
    queryClient.invalidateQueries({ queryKey: forumKeys.question(questionId) }),
    queryClient.invalidateQueries({ queryKey: forumKeys.questionLists() }),
  ]);
}

export function useCreateResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResponse,
    onSuccess: (_data, input) => refreshAround(queryClient, input.questionId),
  });
}

export function useUpdateResponse(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResponse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.responses(questionId) }),
  });
}

export function useDeleteResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResponse,
    onSuccess: (_data, input) => refreshAround(queryClient, input.questionId),
  });
}
