/** The worker's global scope, typed as a service worker's. */
export const sw = self as unknown as ServiceWorkerGlobalScope;
