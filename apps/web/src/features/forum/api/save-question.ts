import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import type { ForumQuestionBody } from '@sehat/core/forum/schemas';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

type QuestionResponse = { question: ForumQuestion };

export function createQuestion(body: ForumQuestionBody): Promise<QuestionResponse> {
  return apiRequest<QuestionResponse>(apiPaths.forum.questions, { method: 'POST', json: body });
}

export function updateQuestion({
  id,
  ...body
}: ForumQuestionBody & { id: number }): Promise<QuestionResponse> {
  return apiRequest<QuestionResponse>(apiPaths.forum.question(id), { method: 'PATCH', json: body });
}

/** Asks (no id) or edits (with id) a question; every list and the question's own view refresh. */
export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ForumQuestionBody & { id?: number }) =>
      input.id === undefined ? createQuestion(input) : updateQuestion({ ...input, id: input.id }),
    onSuccess: async ({ question }) => {
      queryClient.setQueryData(forumKeys.question(question.id), { question });
      await queryClient.invalidateQueries({ queryKey: forumKeys.questionLists() });
    },
  });
}
