import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@sehat/core/notification-preferences/schemas';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export type PreferencesResponse = { preferences: NotificationPreferences };

export function getNotificationPreferences(): Promise<PreferencesResponse> {
  return apiRequest<PreferencesResponse>(apiPaths.notificationPreferences);
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: ['notification-preferences'], queryFn: getNotificationPreferences });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
