import { useSyncExternalStore } from 'react';
import { safetyPlanSchema, type SafetyPlan, type SafetyPlanContent } from '@sehat/core/safety-plan/schemas';
import { fromJson, storedValue } from '#web/lib/storage/stored-value';

/** A visitor's plan stays on their device only (docs/decisions/0170). */
const storedPlan = storedValue<SafetyPlan | null>('sehat-rencana-keamanan', {
  fallback: null,
  parse: fromJson((value) => safetyPlanSchema.parse(value)),
});
const listeners = new Set<() => void>();

/** The plan kept on this device, if a valid one is there. */
export const readDevicePlan = (): SafetyPlan | null => storedPlan.read();

const notify = () => listeners.forEach((listener) => listener());

/** Keeps the plan on this device; throws when the browser refuses to store it (the editor says so). */
export function writeDevicePlan(content: SafetyPlanContent): SafetyPlan {
  const plan: SafetyPlan = { ...content, updatedAt: new Date().toISOString() };
  if (!storedPlan.write(plan)) throw new Error('The browser refused to store the plan');
  notify();
  return plan;
}

export function clearDevicePlan(): void {
  storedPlan.remove();
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const stopFollowing = storedPlan.onOtherTab(listener);
  return () => {
    listeners.delete(listener);
    stopFollowing();
  };
}

/** The plan on this device, kept up to date (other tabs too); none while the server renders. */
export function useDevicePlan(): SafetyPlan | null {
  return useSyncExternalStore(subscribe, readDevicePlan, () => null);
}
