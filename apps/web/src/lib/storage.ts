import type { User } from '@sehat/core/user/user-schema';

/**
 * The spec's local-storage key `user`. It is only a display cache: the server session
 * (`GET /api/auth/session`) decides who is logged in, and every app load re-checks it.
 */
const userKey = 'user';

function isCachedUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'number' && typeof record.username === 'string';
}

export function readCachedUser(): User | null {
  try {
    const raw = window.localStorage.getItem(userKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isCachedUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: User | null): void {
  try {
    if (user) window.localStorage.setItem(userKey, JSON.stringify(user));
    else window.localStorage.removeItem(userKey);
  } catch {
    // Storage can be full or disabled (private mode); the cache is optional.
  }
}

export function clearCachedUser(): void {
  writeCachedUser(null);
}
