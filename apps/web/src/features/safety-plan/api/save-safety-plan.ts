import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyPlanContent } from '@sehat/core/safety-plan/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { safetyPlanKey } from './get-safety-plan';

/** Writes the whole plan; the cache holds what the server stored. */
export function useSaveSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: SafetyPlanContent) =>
      apiRequest(apiPaths.safetyPlan, { method: 'PUT', json: plan, answer: 'safetyPlan.plan' }),
    onSuccess: (body) => queryClient.setQueryData(safetyPlanKey, body),
  });
}
