/**
 * The service worker (built by vite-plugin-pwa's injectManifest strategy with Workbox): small
 * modules, each with one job. It precaches the built assets and shows pushes; it caches no API
 * answer and no page (the server renders pages per visitor), so nothing personal is stored.
 */
import './precache';
import './push';
import './notification-click';
