import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export const safetyPlanKey = ['safety-plan'] as const;

export const safetyPlanQueryOptions = () =>
  queryOptions({
    queryKey: safetyPlanKey,
    queryFn: ({ signal }) => apiRequest(apiPaths.safetyPlan, { signal, answer: 'safetyPlan.plan' }),
    select: (body) => body.plan,
  });

/** The logged-in person's own plan (null when they have none). */
export function useSafetyPlan() {
  return useQuery(safetyPlanQueryOptions());
}
