import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/** The period's conversations to review, risky first (GET /api/admin/supervision/sample). */
export function useReviewSample(period: { from: string; to: string }) {
  return useQuery({
    queryKey: ['supervision', 'sample', period.from, period.to],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`${apiPaths.adminSupervision.sample}?${new URLSearchParams(period).toString()}`, {
          answer: 'supervision.sample',
          signal,
        })
      ).conversations,
  });
}
