import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { notificationLimits } from '@sehat/core/notifications/limits';
import type { NotificationPage } from '@sehat/core/notifications/schemas';
import { apiPaths, withQuery } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { notificationKeys } from './notification-keys';

function getNotifications(limit: number, cursor?: string, signal?: AbortSignal): Promise<NotificationPage> {
  return apiRequest(withQuery(apiPaths.notifications, { limit, cursor }), {
    signal,
    answer: 'notifications.page',
  });
}

/** The bell's count: one notification is the smallest page that carries it. */
export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.summary(),
    queryFn: ({ signal }) => getNotifications(1, undefined, signal),
    select: (page) => page.unread,
  });

/** The list in the panel, newest first, a page at a time. */
export const notificationListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      getNotifications(notificationLimits.pageSizeDefault, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
