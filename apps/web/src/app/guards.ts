import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { Session } from '@sehat/core/auth/schemas';
import { guestSession, sessionQueryOptions } from '#web/lib/auth/session';
import { guardRedirect, type Access } from '#web/lib/auth/access-rules';

/**
 * The session for a guard decision. It is fetched on the first load and re-checked in the
 * background when stale; if the server cannot be reached the visitor is treated as a guest
 * (public pages still work, protected ones lead to the login form).
 */
export async function loadSession(queryClient: QueryClient): Promise<Session> {
  try {
    return await queryClient.ensureQueryData({ ...sessionQueryOptions(), revalidateIfStale: true });
  } catch {
    return guestSession;
  }
}

/**
 * The root loader: every app load starts by asking the server who is logged in. Having a
 * loader at the root also keeps the whole tree (and ScrollRestoration) behind one loading
 * screen on the first load, so restoring a position or a #hash finds the page rendered.
 */
export function sessionLoader(queryClient: QueryClient) {
  return async () => {
    await loadSession(queryClient);
    return null;
  };
}

/** A route loader that lets the visitor in or redirects them (spec §2 Guards). */
export function guardLoader(queryClient: QueryClient, access: Access) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = await loadSession(queryClient);
    const url = new URL(request.url);
    const target = guardRedirect(access, session.user, `${url.pathname}${url.search}`);
    if (target) throw redirect(target);
    return null;
  };
}
