import { workerMessages } from '@sehat/core/offline/offline-shell';
import { serviceWorkerUrl } from '#web/config/paths';

/** Whether this browser can run the service worker (and so receive pushes). */
export function canUseServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** The site's service worker registration, registering it first if needed. */
export function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/' });
}

/**
 * Registers the service worker once the page has loaded and the browser is idle, so its
 * precaching never competes with what the visitor is waiting for. A production build only:
 * the dev server has no built assets to precache.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !canUseServiceWorker()) return;
  const register = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(
      () =>
        void serviceWorkerRegistration()
          .then(watchForUpdate)
          .catch(() => undefined),
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

let waiting: ServiceWorker | null = null;
const updateListeners = new Set<() => void>();
const setWaiting = (worker: ServiceWorker) => {
  waiting = worker;
  for (const listener of updateListeners) listener();
};

/**
 * A new version that installed while this page runs an older one waits (ADR 134: no
 * skipWaiting of its own): the page is told, and offers to reload (ADR 160).
 */
function watchForUpdate(registration: ServiceWorkerRegistration): void {
  // The very first worker of this browser is no update: nothing controls the page yet.
  const isUpdate = () => navigator.serviceWorker.controller !== null;
  if (registration.waiting && isUpdate()) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && isUpdate()) setWaiting(worker);
    });
  });
}

/** The waiting new version, if any: read by the update prompt. */
export function waitingWorker(): ServiceWorker | null {
  return waiting;
}

export function subscribeToUpdate(listener: () => void): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

/**
 * The person chose to reload: the waiting version takes over, then the page reloads once under
 * it. Answers being given live in this tab's storage, so they come back after the reload.
 */
export function activateUpdate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage(workerMessages.skipWaiting);
}
