import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Session } from '@sehat/core/auth/schemas';
import type { User } from '@sehat/core/user/user-schema';
import { apiPaths } from '#web/config/paths';
import { ApiError, apiRequest } from '../api-client';
import { readCachedUser, writeCachedUser } from '../storage';
import { sessionQueryKey } from './session-key';

export const guestSession: Session = { user: null, lastResult: null, consentNeeded: false };

/**
 * Sessions the device made up because the server could not be reached: asked again after a few
 * seconds (and at once when the browser reports the connection back), not on every screen.
 */
const deviceSessions = new WeakSet<Session>();

/**
 * The server's session. Without a connection, at once (an offline page never waits on retries):
 * the user last seen on this device stays logged in for the pages that work offline (their tests
 * wait to be sent with the session's cookie); anyone else is a guest.
 */
export async function getSession(): Promise<Session> {
  let session: Session;
  try {
    session = await apiRequest(apiPaths.auth.session, { answer: 'auth.session' });
  } catch (error) {
    if (!(error instanceof ApiError && error.isNetworkError)) throw error;
    const onDevice: Session = { ...guestSession, user: readCachedUser() };
    deviceSessions.add(onDevice);
    return onDevice;
  }
  writeCachedUser(session.user);
  return session;
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: (query) => (query.state.data && deviceSessions.has(query.state.data) ? 10_000 : 60_000),
    // The device's stand-in must stay itself (not swapped for an equal earlier answer).
    structuralSharing: false,
  });

/** The server session; `guestSession` until it is known. */
export function useSession(): Session {
  const { data } = useQuery(sessionQueryOptions());
  return data ?? guestSession;
}

/** After login, register or a profile change: put the new session in the cache at once. */
export function setSession(queryClient: QueryClient, session: Session): void {
  queryClient.setQueryData(sessionQueryKey, session);
  writeCachedUser(session.user);
}

/** Replaces the user of the cached session (profile edits). */
export function updateSessionUser(queryClient: QueryClient, user: User): void {
  const current = queryClient.getQueryData<Session>(sessionQueryKey) ?? guestSession;
  setSession(queryClient, { ...current, user });
}
