import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../config/paths';
import { apiRequest } from '../../../../lib/api-client';
import { refreshAdminQuestions } from './get-questions';

export function deleteQuestion(nomor: number): Promise<void> {
  return apiRequest<void>(apiPaths.adminSelftest.question(nomor), { method: 'DELETE' });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteQuestion, onSuccess: () => refreshAdminQuestions(queryClient) });
}
