import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/** One quarter's published outcomes. */
export const outcomesQueryOptions = (period: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['outcomes', period.from, period.to],
    queryFn: ({ signal }) => apiRequest(apiPaths.outcomes(period), { answer: 'outcomes.outcomes', signal }),
  });
