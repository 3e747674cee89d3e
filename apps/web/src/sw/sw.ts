/**
 * The service worker (built by vite-plugin-pwa's injectManifest strategy with Workbox): small
 * modules, each with one job. It precaches the built assets and the page shell, keeps the public
 * data the offline journeys need, hands pages over to the shell without a connection, waits to be
 * asked before a new version takes over, and shows pushes. No page and no answer that belongs to
 * a person is stored (ADRs 134, 160).
 */
import './precache';
import './offline-shell';
import './public-data';
import './update';
import './push';
import './notification-click';
