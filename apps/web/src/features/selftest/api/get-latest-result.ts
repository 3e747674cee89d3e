import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelftestResult } from '@sehat/core/selftest/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function getLatestResult(): Promise<SelftestResult> {
  return apiRequest(apiPaths.selftest.latest, { answer: 'selftest.result' });
}

export const latestResultQueryOptions = () =>
  queryOptions({ queryKey: ['selftest', 'latest'], queryFn: getLatestResult, staleTime: 0 });

/**
 * The logged-in user's newest result with its details (domains, crisis). Needed when this
 * device only knows the summary that login restored.
 */
export function useLatestResult({ enabled }: { enabled: boolean }) {
  return useQuery({ ...latestResultQueryOptions(), enabled });
}
