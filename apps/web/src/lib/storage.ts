import type { User } from '@sehat/core/user/user-schema';
import { fromJson, storedValue } from './storage/stored-value';

/**
 * The spec's local-storage key `user`. It is only a display cache: the server session
 * (`GET /api/auth/session`) decides who is logged in, and every app load re-checks it.
 */
const cachedUser = storedValue<User | null>('user', {
  fallback: null,
  parse: fromJson((value) => {
    const user = value as Partial<User> | null;
    return user && Number.isSafeInteger(user.id) && typeof user.username === 'string' ? (user as User) : null;
  }),
  isEmpty: (user) => user === null,
});

/** Storage can be full or disabled (private mode); the cache is optional. */
export function writeCachedUser(user: User | null): void {
  cachedUser.write(user);
}

export function clearCachedUser(): void {
  writeCachedUser(null);
}

/**
 * The cached user, when it looks like one: who is logged in while the server cannot be asked
 * (offline, ADR 160). Never a proof of anything; the server checks the session of every request.
 */
export function readCachedUser(): User | null {
  return cachedUser.read();
}
