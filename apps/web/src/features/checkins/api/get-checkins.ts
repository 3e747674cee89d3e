import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export const checkinKeys = { all: ['checkins'] as const, admin: ['checkins', 'admin'] as const };

export const checkinsQueryOptions = () =>
  queryOptions({
    queryKey: checkinKeys.all,
    queryFn: ({ signal }) => apiRequest(apiPaths.checkins, { signal, answer: 'checkins.list' }),
    select: (body) => body.checkins,
  });

/** The person's check-ins, earliest first. */
export function useCheckins() {
  return useQuery(checkinsQueryOptions());
}
