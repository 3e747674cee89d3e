import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Session } from '@sehat/core/auth/schemas';
import type { User } from '@sehat/core/user/user-schema';
import { apiPaths } from '../../config/paths';
import { ApiError, apiRequest } from '../api-client';
import { readCachedUser, writeCachedUser } from '../storage';
import { sessionQueryKey } from './session-key';

export const guestSession: Session = { user: null, lastResult: null, consentNeeded: false };

/**
 * The server's session. Without a connection, the user last seen on this device stays logged in
 * for the pages that work offline (their tests wait to be sent with the session's cookie).
 */
export async function getSession(): Promise<Session> {
  let session: Session;
  try {
    session = await apiRequest<Session>(apiPaths.auth.session);
  } catch (error) {
    const user = error instanceof ApiError && error.isNetworkError ? readCachedUser() : null;
    if (!user) throw error;
    return { ...guestSession, user };
  }
  writeCachedUser(session.user);
  return session;
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000 });

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
