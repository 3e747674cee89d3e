import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedQuestion } from '@sehat/core/forum/contract';
import type { ForumQuestionBody, NewQuestionBody } from '@sehat/core/forum/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { forumKeys } from './forum-keys';

export function createQuestion(body: NewQuestionBody): Promise<SavedQuestion> {
  return apiRequest(apiPaths.forum.questions, { method: 'POST', json: body, answer: 'forum.savedQuestion' });
}

export function updateQuestion({ id, ...body }: ForumQuestionBody & { id: number }): Promise<SavedQuestion> {
  return apiRequest(apiPaths.forum.question(id), {
    method: 'PATCH',
    json: body,
    answer: 'forum.savedQuestion',
  });
}

/**
 * Asks (no id) or edits (with id) a question; every list and the question's own view refresh.
 * The answer's `crisis` tells the screen to offer help at once.
 */
export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewQuestionBody & { id?: number }) =>
      input.id === undefined ? createQuestion(input) : updateQuestion({ ...input, id: input.id }),
    onSuccess: async ({ question }) => {
      queryClient.setQueryData(forumKeys.question(question.id), { question });
      await queryClient.invalidateQueries({ queryKey: forumKeys.questionLists() });
    },
  });
}
