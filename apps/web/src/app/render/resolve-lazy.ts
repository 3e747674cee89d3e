import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy chunks of the routes a server-rendered page matched, before hydration: the
 * router would otherwise show its loading fallback in place of the server's HTML (ADR 53).
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
