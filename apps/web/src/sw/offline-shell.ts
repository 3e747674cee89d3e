import { offlineShellPath } from '@sehat/core/offline/offline-shell';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** How long a page may take before the shell is shown instead (one bar of signal, a tunnel). */
const networkWaitMs = 8_000;

function fetchWithin(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network too slow')), ms);
    fetch(request)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

// Pages come from the server (rendered per visitor, never stored here); without a connection
// the precached shell starts the app, which renders the page on the device (ADR 160).
const shell = createHandlerBoundToURL(offlineShellPath);
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await fetchWithin(options.request, networkWaitMs);
      } catch {
        return shell(options);
      }
    },
    { denylist: [/^\/api\//, /^\/uploads\//] },
  ),
);
