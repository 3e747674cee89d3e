import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { Access } from '#web/lib/auth/access-rules';
import { guardLoader } from './guards';
import type { ScreenData } from './screen-data';

/** The browser starts a screen's data; the server's render waits for it (ADR 53). */
export type LoaderSide = 'browser' | 'server';

/**
 * A screen's loader: it runs beside the screen's lazy chunk, so the data is on its way while
 * the code downloads. A guarded screen first lets its guard decide (a visitor who is sent to
 * the login form never asks for data they may not read). On the client the data is started,
 * not awaited: the page appears with the screen's own loading state, and a slow or failing
 * request never holds the navigation. The server's render awaits the same `ScreenData` (ADR 50, 53).
 */
export function screenLoader(queryClient: QueryClient, data: ScreenData, side: LoaderSide, access?: Access) {
  const guard = access ? guardLoader(queryClient, access) : null;
  return async (args: LoaderFunctionArgs) => {
    if (guard) await guard(args);
    const loading = data(queryClient, { url: new URL(args.request.url), params: args.params });
    if (side === 'server') await loading;
    return null;
  };
}
