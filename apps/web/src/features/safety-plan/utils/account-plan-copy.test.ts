// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { SafetyPlan } from '@sehat/core/safety-plan/schemas';
import { keepServerPlan, planToShow, readAccountPlanCopy, writeAccountPlanCopy } from './account-plan-copy';

const plan = (sign: string): SafetyPlan => ({
  warningSigns: [sign],
  copingStrategies: [],
  distractions: [],
  people: [],
  professionals: [],
  safeEnvironment: [],
  reasonsToLive: [],
  updatedAt: '2026-11-27T00:00:00.000Z',
});

afterEach(() => localStorage.clear());

describe('the account plan’s copy on the device', () => {
  it('is only ever the copy of the person it was made for', () => {
    writeAccountPlanCopy({ userId: 7, plan: plan('a'), waiting: false });
    expect(readAccountPlanCopy(7)?.plan).toEqual(plan('a'));
    expect(readAccountPlanCopy(8)).toBeNull();
    localStorage.setItem('sehat-rencana-keamanan-akun', '{"userId":7,"plan":{"x":1},"waiting":false}');
    expect(readAccountPlanCopy(7)).toBeNull();
  });

  it('follows the server, except over a change made offline that still waits', () => {
    keepServerPlan(7, plan('server'));
    expect(readAccountPlanCopy(7)).toEqual({ userId: 7, plan: plan('server'), waiting: false });
    writeAccountPlanCopy({ userId: 7, plan: plan('offline'), waiting: true });
    keepServerPlan(7, plan('server'));
    expect(readAccountPlanCopy(7)?.plan).toEqual(plan('offline'));
  });

  it('shows the waiting change first, then the server’s plan (none too), then the copy when unreachable', () => {
    const copy = { userId: 7, plan: plan('copy'), waiting: false };
    expect(planToShow({ ...copy, waiting: true }, plan('server'), false)).toEqual(plan('copy'));
    expect(planToShow(copy, null, false)).toBeNull();
    expect(planToShow(copy, undefined, false)).toBeUndefined();
    expect(planToShow(copy, undefined, true)).toEqual(plan('copy'));
    expect(planToShow(null, undefined, true)).toBeUndefined();
  });
});
