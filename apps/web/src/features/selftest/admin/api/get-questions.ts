import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { timings } from '@sehat/core/timings';
import type { QuestionsResponse } from '@sehat/core/selftest/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function getAdminQuestions(): Promise<QuestionsResponse> {
  return apiRequest(apiPaths.selftest.questions, { answer: 'selftest.questions' });
}

export const adminQuestionsQueryKey = ['admin', 'selftest-questions'] as const;

export const adminQuestionsQueryOptions = () =>
  queryOptions({ queryKey: adminQuestionsQueryKey, queryFn: getAdminQuestions, staleTime: 0 });

export function useAdminQuestions() {
  return useQuery(adminQuestionsQueryOptions());
}

/** After a save: refresh now, and again after 200 ms and 500 ms (spec §4, admin screens). */
export function refreshAdminQuestions(queryClient: QueryClient): void {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminQuestionsQueryKey });
  refresh();
  for (const delay of timings.adminRefreshDelaysMs) window.setTimeout(refresh, delay);
}
