import type { QueryClient } from '@tanstack/react-query';
import type { SafetyPlanResponse } from '@sehat/core/safety-plan/schemas';
import { apiPaths } from '#web/config/paths';
import { ApiError, apiRequest } from '#web/lib/api-client';
import { safetyPlanKey } from '../api/get-safety-plan';
import { readAccountPlanCopy, writeAccountPlanCopy } from './account-plan-copy';

/**
 * Sends the plan changed offline by `userId` (the whole plan: sending it twice stores the same
 * plan). Kept when there is still no connection; a change the server refuses is dropped for
 * the server's plan, read again.
 */
export async function sendWaitingPlan(queryClient: QueryClient, userId: number): Promise<void> {
  const copy = readAccountPlanCopy(userId);
  if (!copy?.waiting) return;
  const { updatedAt: _updatedAt, ...content } = copy.plan ?? {};
  try {
    const body = copy.plan
      ? await apiRequest(apiPaths.safetyPlan, {
          method: 'PUT',
          json: content,
          answer: 'safetyPlan.plan',
        })
      : await apiRequest<void>(apiPaths.safetyPlan, { method: 'DELETE' }).then(() => ({ plan: null }));
    writeAccountPlanCopy({ userId, plan: body.plan, waiting: false });
    queryClient.setQueryData<SafetyPlanResponse>(safetyPlanKey, body);
  } catch (error) {
    if (error instanceof ApiError && (error.isNetworkError || error.status >= 500)) return;
    writeAccountPlanCopy({ userId, plan: copy.plan, waiting: false });
    await queryClient.invalidateQueries({ queryKey: safetyPlanKey });
  }
}
