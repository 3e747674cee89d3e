import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { canUseServiceWorker } from '#web/lib/service-worker';

/** This browser's push subscription to the site, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!canUseServiceWorker() || typeof PushManager === 'undefined') return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Stops pushes to this browser: the browser drops its subscription and the server forgets it.
 * On logout, so a shared phone does not keep receiving the last person's notices.
 */
export async function forgetThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription().catch(() => null);
  if (!subscription) return;
  await apiRequest<void>(apiPaths.push.subscriptions, {
    method: 'DELETE',
    json: { endpoint: subscription.endpoint },
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
