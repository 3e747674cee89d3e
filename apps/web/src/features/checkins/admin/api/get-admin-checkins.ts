import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminCheckinStatus } from '@sehat/core/checkins/schemas';
import { apiPaths, withQuery } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { checkinKeys } from '../../api/get-checkins';

export const defaultAdminCheckinStatus: AdminCheckinStatus = 'due';

export const adminCheckinsQueryOptions = (status: AdminCheckinStatus) =>
  infiniteQueryOptions({
    queryKey: [...checkinKeys.admin, status],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(withQuery(apiPaths.adminCheckins, { status, cursor: pageParam }), {
        answer: 'checkins.admin',
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The counsellors' list: check-ins past due and unanswered, or answered. */
export function useAdminCheckins(status: AdminCheckinStatus) {
  return useInfiniteQuery(adminCheckinsQueryOptions(status));
}
