import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { apiPaths } from '../config/paths';
import { sw } from './scope';

/**
 * The public answers the offline journeys need: the SRQ-29 questions (PHQ-9 and GAD-7 are in
 * the app's code) and the site's settings with the crisis help list. The same for everyone; no
 * answer that belongs to a person is ever routed here (ADR 160).
 */
const publicData: readonly string[] = [apiPaths.selftest.questions, apiPaths.site];
const cacheName = 'sehat-public-data';

// Fresh when the network answers within a few seconds, the last copy otherwise.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === sw.location.origin &&
    url.search === '' &&
    publicData.includes(url.pathname),
  new NetworkFirst({ cacheName, networkTimeoutSeconds: 4 }),
);

// Kept at install, so a device that only ever opened the home page has them too.
sw.addEventListener('install', (event) => {
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll([...publicData])));
});
