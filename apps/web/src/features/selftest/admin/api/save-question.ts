import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@sehat/core/contract/answers';
import type { SelftestQuestionBody } from '@sehat/core/selftest/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { refreshAdminQuestions } from './get-questions';

export function createQuestion(body: SelftestQuestionBody): Promise<AnswerOf<'selftest.adminQuestion'>> {
  return apiRequest(apiPaths.adminSelftest.questions, {
    answer: 'selftest.adminQuestion',
    method: 'POST',
    json: body,
  });
}

export function updateQuestion({
  nomor,
  ...body
}: SelftestQuestionBody & { nomor: number }): Promise<AnswerOf<'selftest.adminQuestion'>> {
  return apiRequest(apiPaths.adminSelftest.question(nomor), {
    answer: 'selftest.adminQuestion',
    method: 'PUT',
    json: body,
  });
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createQuestion, onSuccess: () => refreshAdminQuestions(queryClient) });
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateQuestion, onSuccess: () => refreshAdminQuestions(queryClient) });
}
