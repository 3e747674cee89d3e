import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import type { ScreeningHistory } from '@sehat/core/screenings/schemas';
import { apiPaths, withQuery } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/** The most results a trend shows: years of a test every two weeks. */
const trendLimit = 100;

export function getScreeningHistory(code: ScoredScreeningCode): Promise<ScreeningHistory> {
  return apiRequest(withQuery(apiPaths.screenings.submissions(code), { limit: trendLimit }), {
    answer: 'screenings.history',
  });
}

/** A logged-in user's results of one screening, newest first: the result page and the trends read it. */
export const screeningHistoryQueryOptions = (code: ScoredScreeningCode) =>
  queryOptions({
    queryKey: ['screenings', code, 'history'],
    queryFn: () => getScreeningHistory(code),
    staleTime: 0,
  });

export function useScreeningHistory(code: ScoredScreeningCode, { enabled = true } = {}) {
  return useQuery({ ...screeningHistoryQueryOptions(code), enabled });
}
