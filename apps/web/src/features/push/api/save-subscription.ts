import type { PushSubscriptionBody } from '@sehat/core/push/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/** Tells the server this browser's push subscription (again, after a login on a shared device). */
export function saveSubscription(subscription: PushSubscriptionBody): Promise<void> {
  return apiRequest<void>(apiPaths.push.subscriptions, { method: 'POST', json: subscription });
}
