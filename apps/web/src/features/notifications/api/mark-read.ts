import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { notificationKeys } from './notification-keys';

/** Marks the named notifications read, or all of them without ids. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      apiRequest<void>(apiPaths.notificationsRead, { method: 'POST', json: ids ? { ids } : {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
