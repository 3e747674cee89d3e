import { describe, expect, it } from 'vitest';
import { areasByRole, isStaff, mayUse, rolesWith, staffAreas } from './access';
import { roles } from './limits';

describe('staff access', () => {
  it('gives a counsellor the inbox and check-ins and nothing else', () => {
    expect(staffAreas.filter((area) => mayUse('counsellor', area))).toEqual(['inbox', 'checkins']);
  });

  it("gives a supervisor the counsellor's areas plus the shifts, reports and supervision", () => {
    expect(staffAreas.filter((area) => mayUse('supervisor', area))).toEqual([
      'inbox',
      'checkins',
      'shifts',
      'reports',
      'supervision',
    ]);
  });

  it('gives an admin every area and a user none', () => {
    expect(staffAreas.every((area) => mayUse('admin', area))).toBe(true);
    expect(staffAreas.some((area) => mayUse('user', area))).toBe(false);
  });

  it('never gives a role less than the role below it', () => {
    roles.slice(1).forEach((role, i) => {
      const below = roles[i]!;
      expect(areasByRole[below].every((area) => mayUse(role, area))).toBe(true);
    });
  });

  it('counts everyone but a user as staff', () => {
    expect(roles.filter(isStaff)).toEqual(['counsellor', 'supervisor', 'admin']);
  });

  it('names the roles of an area', () => {
    expect(rolesWith('inbox')).toEqual(['counsellor', 'supervisor', 'admin']);
    expect(rolesWith('reports')).toEqual(['supervisor', 'admin']);
    expect(rolesWith('supervision')).toEqual(['supervisor', 'admin']);
    expect(rolesWith('shifts')).toEqual(['supervisor', 'admin']);
    expect(rolesWith('users')).toEqual(['admin']);
  });
});
