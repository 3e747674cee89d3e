import { pushLimits } from '@sehat/core/push/limits';
import { pushMessages } from '@sehat/core/push/messages';
import type { PushSubscriptionBody } from '@sehat/core/push/schemas';
import { serviceWorkerRegistration } from '#web/lib/service-worker';
import { saveSubscription } from '../api/save-subscription';

/** A step of turning push on said no; the message says what happened and what to do. */
export class PushSetupError extends Error {}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** `ready` waits for ever when the worker never activates: the button would spin for good. */
function workerReady(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('timeout')), pushLimits.workerReadyMs);
    serviceWorkerRegistration()
      .then(() => navigator.serviceWorker.ready)
      .then(resolve, reject)
      .finally(() => window.clearTimeout(timer));
  });
}

async function step<T>(run: () => Promise<T>, failure: string): Promise<T> {
  try {
    return await run();
  } catch {
    throw new PushSetupError(failure);
  }
}

/** Permission, the service worker, the subscription, then the server; each step can say no. */
export async function enablePush(publicKey: () => Promise<string>): Promise<'on'> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError(pushMessages.permissionDenied);
  if (permission !== 'granted') throw new PushSetupError(pushMessages.permissionNotGiven);
  const registration = await step(workerReady, pushMessages.workerNotReady);
  const key = await step(publicKey, pushMessages.serverRefused);
  const subscription = await step(
    () => registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }),
    pushMessages.subscribeFailed,
  );
  await step(
    () =>
      saveSubscription(subscription.toJSON() as PushSubscriptionBody).catch(async (error: unknown) => {
        // A subscription the server does not know would only be offered to it again on each visit.
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }),
    pushMessages.serverRefused,
  );
  return 'on';
}
