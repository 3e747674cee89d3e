import { queryOptions } from '@tanstack/react-query';
import type { Outcomes } from '@sehat/core/outcomes/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/** One quarter's published outcomes. */
export const outcomesQueryOptions = (period: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['outcomes', period.from, period.to],
    queryFn: ({ signal }) => apiRequest<Outcomes>(apiPaths.outcomes(period), { signal }),
  });
