import { serviceWorkerUrl } from '../config/paths';

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
    idle(() => void serviceWorkerRegistration().catch(() => undefined));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
