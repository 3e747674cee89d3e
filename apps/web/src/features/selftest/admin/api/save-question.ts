import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Question, SelftestQuestionBody } from '@sehat/core/selftest/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { refreshAdminQuestions } from './get-questions';

type QuestionResponse = { question: Question };

export function createQuestion(body: SelftestQuestionBody): Promise<QuestionResponse> {
  return apiRequest<QuestionResponse>(apiPaths.adminSelftest.questions, { method: 'POST', json: body });
}

export function updateQuestion({
  nomor,
  ...body
}: SelftestQuestionBody & { nomor: number }): Promise<QuestionResponse> {
  return apiRequest<QuestionResponse>(apiPaths.adminSelftest.question(nomor), { method: 'PUT', json: body });
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createQuestion, onSuccess: () => refreshAdminQuestions(queryClient) });
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateQuestion, onSuccess: () => refreshAdminQuestions(queryClient) });
}
