import type { ReportQuery } from '@sehat/core/reports/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths, withQuery } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/** Review averages, the team's wellbeing and debriefs for the range (ADR 231). */
export function useQualityReport(range: ReportQuery) {
  return useQuery({
    queryKey: ['reports', 'quality', range.from, range.to] as const,
    queryFn: () =>
      apiRequest(withQuery(apiPaths.adminReports.quality, { ...range }), { answer: 'reports.quality' }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
