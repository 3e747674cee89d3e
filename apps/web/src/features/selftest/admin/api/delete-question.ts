import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { refreshAdminQuestions } from './get-questions';

/** `confirmed`: the crisis item's number, typed by the admin (ADR 117). */
export function deleteQuestion({ nomor, confirmed }: { nomor: number; confirmed?: number }): Promise<void> {
  const query = confirmed === undefined ? '' : `?konfirmasi=${confirmed}`;
  return apiRequest<void>(`${apiPaths.adminSelftest.question(nomor)}${query}`, { method: 'DELETE' });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteQuestion, onSuccess: () => refreshAdminQuestions(queryClient) });
}
