import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogList } from '@sehat/core/admin/audit/schemas';
import { adminUserLimits } from '@sehat/core/admin/users/limits';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function getAuditLog(cursor: string | null, signal?: AbortSignal): Promise<AuditLogList> {
  const params = new URLSearchParams({ limit: String(adminUserLimits.pageDefault) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`${apiPaths.adminAuditLog}?${params}`, { answer: 'users.auditLog', signal });
}

export const auditLogQueryKey = ['admin', 'audit-log'] as const;

export const auditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: auditLogQueryKey,
    queryFn: ({ pageParam, signal }) => getAuditLog(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions());
}
