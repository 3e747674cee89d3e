import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferencesResponse } from '@sehat/core/notification-preferences/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function getNotificationPreferences(): Promise<NotificationPreferencesResponse> {
  return apiRequest(apiPaths.notificationPreferences, { answer: 'notificationPreferences.preferences' });
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: ['notification-preferences'], queryFn: getNotificationPreferences });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
