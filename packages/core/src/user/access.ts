import type { Role } from './limits';

/**
 * The parts of the admin area, in the order of its navigation. Every staff route tree on the
 * server and every admin screen and navigation entry on the web names the one it belongs to.
 */
export const staffAreas = [
  'users',
  'questions',
  'journals',
  'inbox',
  'checkins',
  'moderation',
  'services',
  'serviceHours',
  'shifts',
  'reports',
  'supervision',
] as const;
export type StaffArea = (typeof staffAreas)[number];

const counsellorAreas = ['inbox', 'checkins'] as const satisfies readonly StaffArea[];

/**
 * Least privilege (api.md "Roles and supervision"): a counsellor has the inbox (chat, notes,
 * quick answers, own presence) and check-ins; a supervisor adds the counsellors' shifts,
 * reports and supervision (the live console, whispers, transfers); an admin has everything.
 * This is the only list: server guards, web guards and the admin navigation all read it.
 */
export const areasByRole: Record<Role, readonly StaffArea[]> = {
  user: [],
  counsellor: counsellorAreas,
  supervisor: [...counsellorAreas, 'shifts', 'reports', 'supervision'],
  admin: staffAreas,
};

export function mayUse(role: Role, area: StaffArea): boolean {
  return areasByRole[role].includes(area);
}

/** Counsellors, supervisors and admins: anyone who works in the admin area. */
export function isStaff(role: Role): boolean {
  return areasByRole[role].length > 0;
}

/** The roles that may use `area`, e.g. to find the counsellors among the accounts in SQL. */
export function rolesWith(area: StaffArea): Role[] {
  return (Object.keys(areasByRole) as Role[]).filter((role) => mayUse(role, area));
}
