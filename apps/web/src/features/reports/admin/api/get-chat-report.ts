import type { ReportQuery } from '@sehat/core/reports/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, withQuery } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export const chatReportQueryOptions = (range: ReportQuery) =>
  queryOptions({
    queryKey: ['reports', 'chat', range.from, range.to] as const,
    queryFn: () =>
      apiRequest(withQuery(apiPaths.adminReports.chat, { ...range }), { answer: 'reports.chat' }),
    staleTime: 60_000,
  });

/** The counsellor service's report for the range; the last one stays shown while the next loads. */
export function useChatReport(range: ReportQuery) {
  return useQuery({ ...chatReportQueryOptions(range), placeholderData: keepPreviousData });
}

/** Where the same report downloads as CSV (the server names the file). */
export const chatReportCsvHref = (range: ReportQuery) =>
  withQuery(apiPaths.adminReports.chatCsv, { ...range });
