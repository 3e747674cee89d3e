import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferencesPatch,
  NotificationPreferencesResponse,
} from '@sehat/core/notification-preferences/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { notificationPreferencesQueryOptions } from './get-notification-preferences';

export function saveNotificationPreferences(
  patch: NotificationPreferencesPatch,
): Promise<NotificationPreferencesResponse> {
  return apiRequest(apiPaths.notificationPreferences, {
    answer: 'notificationPreferences.preferences',
    method: 'PUT',
    json: patch,
  });
}

/** Saves one change at a time; the answer (every choice) replaces the cached ones. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (data) => queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, data),
  });
}
