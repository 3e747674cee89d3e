import { areasByRole, isStaff, mayUse, type StaffArea } from '@sehat/core/user/access';
import type { Role } from '@sehat/core/user/limits';
import { paths } from '#web/config/paths';

/**
 * Who may open a route.
 * - public: anyone but staff (staff live in the admin area)
 * - user: a logged-in non-staff account
 * - guest: nobody logged in (login, register)
 * - staff: a counsellor, supervisor or admin (the admin area's chrome, their own password)
 * - { area }: staff whose role may use that part of the admin area (core's table)
 * - unknownAdmin: an /admin/... path that does not exist
 */
export type Access = 'public' | 'user' | 'guest' | 'staff' | { area: StaffArea } | 'unknownAdmin';

export type SessionUser = { role: Role } | null;

/** The first screen of each part of the admin area. */
const areaHome: Record<StaffArea, string> = {
  users: paths.AdminUsers.getHref(),
  questions: paths.AdminQuestioner.getHref(),
  journals: paths.AdminJournal.getHref(),
  inbox: paths.AdminChat.getHref(),
  checkins: paths.AdminCheckins.getHref(),
  moderation: paths.AdminModeration.getHref(),
  services: paths.AdminServices.getHref(),
  serviceHours: paths.AdminServiceHours.getHref(),
  shifts: paths.AdminShifts.getHref(),
  reports: paths.AdminReports.getHref(),
  supervision: paths.AdminSupervision.getHref(),
};

/** Where an account starts: staff at the first area their role may use (an admin at the users screen), others Home. */
export function homeOf(role: Role): string {
  const [first] = areasByRole[role];
  return first ? areaHome[first] : paths.Home.getHref();
}

/**
 * Where to send the visitor instead, or null when `access` lets them in. A visitor sent to
 * the login form for a page that needs an account comes back to `requested` afterwards. Staff
 * who open a part of the admin area their role may not use land on their own start instead.
 */
export function guardRedirect(access: Access, user: SessionUser, requested?: string): string | null {
  const staffHome = user && isStaff(user.role) ? homeOf(user.role) : null;
  const toLogin = () => paths.Login.getHref(user || !requested ? undefined : { path: requested });
  if (typeof access === 'object') {
    if (!user || !staffHome) return toLogin();
    return mayUse(user.role, access.area) ? null : staffHome;
  }
  switch (access) {
    case 'unknownAdmin':
      return paths.Login.getHref();
    case 'staff':
      return staffHome ? null : toLogin();
    case 'public':
      return staffHome;
    case 'guest':
      return staffHome ?? (user ? paths.Home.getHref() : null);
    case 'user':
      return staffHome ?? (user ? null : toLogin());
  }
}
