import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailStatus } from '@sehat/core/admin/mail-status';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function getMailStatus(): Promise<MailStatus> {
  return apiRequest(apiPaths.adminMailStatus, { answer: 'users.mailStatus' });
}

export const mailStatusQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'mail-status'], queryFn: getMailStatus, staleTime: 60_000 });

export function useMailStatus() {
  return useQuery(mailStatusQueryOptions());
}
