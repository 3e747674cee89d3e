import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelftestReport } from '@sehat/core/selftest/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function getReport(id: number): Promise<SelftestReport> {
  return apiRequest(apiPaths.selftest.submission(id), { answer: 'selftest.report' });
}

export const reportQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['selftest', 'report', id], queryFn: () => getReport(id) });

/** One of the user's results with the questions and answers, for the printable report. */
export function useReport(id: number) {
  return useQuery(reportQueryOptions(id));
}
