import type { ReportQuery } from '@sehat/core/reports/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths, withQuery } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/** Staffing against waiting by hour of day for the range; the last one stays shown while the next loads. */
export function useCoverage(range: ReportQuery) {
  return useQuery({
    queryKey: ['reports', 'coverage', range.from, range.to] as const,
    queryFn: () =>
      apiRequest(withQuery(apiPaths.adminReports.coverage, { ...range }), { answer: 'reports.coverage' }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Where the same rows download as CSV (the server names the file). */
export const coverageCsvHref = (range: ReportQuery) =>
  withQuery(apiPaths.adminReports.coverageCsv, { ...range });
