import type { SafetyPlan } from '@sehat/core/safety-plan/schemas';
import type { SafetyPlanRow } from '../../db/schema/index';

/** The contract's `plan`. */
export function presentPlan(row: SafetyPlanRow): SafetyPlan {
  return { ...row.plan, updatedAt: row.updatedAt.toISOString() };
}
