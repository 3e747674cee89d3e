import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@sehat/core/admin/users/schemas';
import { adminUserLimits } from '@sehat/core/admin/users/limits';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function getUsers(q: string, cursor: string | null, signal?: AbortSignal): Promise<AdminUserList> {
  const params = new URLSearchParams({ limit: String(adminUserLimits.pageDefault) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`${apiPaths.adminUsers}?${params}`, { answer: 'users.list', signal });
}

/** Every admin user-list query starts with this key; saving invalidates them all. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

export const usersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...adminUsersQueryKey, { q }],
    queryFn: ({ pageParam, signal }) => getUsers(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

/** The server-side search over name, username, email and id, a page at a time. */
export function useUsers(q: string) {
  return useInfiniteQuery({ ...usersQueryOptions(q), placeholderData: keepPreviousData });
}
