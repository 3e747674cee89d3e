import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyPlanResponse } from '@sehat/core/safety-plan/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { safetyPlanKey } from './get-safety-plan';

export function useDeleteSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(apiPaths.safetyPlan, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<SafetyPlanResponse>(safetyPlanKey, { plan: null }),
  });
}
