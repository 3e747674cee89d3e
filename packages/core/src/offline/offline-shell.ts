/**
 * The page shell the service worker keeps for navigations made offline (ADR 160): the built
 * index.html with the site's own head tags and nothing of any visitor, served by the server at
 * this path so the worker can precache it beside the build's assets.
 */
export const offlineShellPath = '/app-shell';

/** Messages the app and its service worker exchange. */
export const workerMessages = {
  /** The app asks a waiting worker to take over (after the person chose to reload). */
  skipWaiting: 'SKIP_WAITING',
} as const;
