import type { Role } from '@sehat/core/user/limits';
import { paths } from '../../config/paths';

/**
 * Who may open a route.
 * - public: anyone but an admin (admins live in the admin area)
 * - user: a logged-in non-admin
 * - guest: nobody logged in (login, register)
 * - admin: an admin
 * - unknownAdmin: an /admin/... path that does not exist
 */
export type Access = 'public' | 'user' | 'guest' | 'admin' | 'unknownAdmin';

export type SessionUser = { role: Role } | null;

const adminHome = paths.AdminUsers.getHref();

/**
 * Where to send the visitor instead, or null when `access` lets them in. A visitor sent to
 * the login form for a page that needs an account comes back to `requested` afterwards.
 */
export function guardRedirect(access: Access, user: SessionUser, requested?: string): string | null {
  const isAdmin = user?.role === 'admin';
  const toLogin = () => paths.Login.getHref(user || !requested ? undefined : { path: requested });
  switch (access) {
    case 'unknownAdmin':
      return paths.Login.getHref();
    case 'admin':
      return isAdmin ? null : toLogin();
    case 'public':
      return isAdmin ? adminHome : null;
    case 'guest':
      if (isAdmin) return adminHome;
      return user ? paths.Home.getHref() : null;
    case 'user':
      if (isAdmin) return adminHome;
      return user ? null : toLogin();
  }
}

/** Where to go after login: the admin area for an admin, else Home. */
export function afterLoginTarget(role: Role): string {
  return role === 'admin' ? adminHome : paths.Home.getHref();
}
