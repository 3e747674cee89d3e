import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckinList } from '@sehat/core/checkins/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export const checkinKeys = { all: ['checkins'] as const, admin: ['checkins', 'admin'] as const };

export const checkinsQueryOptions = () =>
  queryOptions({
    queryKey: checkinKeys.all,
    queryFn: ({ signal }) => apiRequest<CheckinList>(apiPaths.checkins, { signal }),
    select: (body) => body.checkins,
  });

/** The person's check-ins, earliest first. */
export function useCheckins() {
  return useQuery(checkinsQueryOptions());
}
