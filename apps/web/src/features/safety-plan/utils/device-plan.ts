import { useSyncExternalStore } from 'react';
import { safetyPlanSchema, type SafetyPlan, type SafetyPlanContent } from '@sehat/core/safety-plan/schemas';

/** A visitor's plan stays on their device only (docs/decisions/0170). */
const storageKey = 'sehat-rencana-keamanan';
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

let cached: { raw: string | null; plan: SafetyPlan | null } = { raw: null, plan: null };

/** The plan kept on this device, if a valid one is there. */
export function readDevicePlan(): SafetyPlan | null {
  const raw = readRaw();
  if (raw === cached.raw) return cached.plan;
  let plan: SafetyPlan | null = null;
  try {
    const parsed = safetyPlanSchema.safeParse(raw ? JSON.parse(raw) : null);
    plan = parsed.success ? parsed.data : null;
  } catch {
    plan = null;
  }
  cached = { raw, plan };
  return plan;
}

const notify = () => listeners.forEach((listener) => listener());

/** Keeps the plan on this device; throws when the browser refuses to store it. */
export function writeDevicePlan(content: SafetyPlanContent): SafetyPlan {
  const plan: SafetyPlan = { ...content, updatedAt: new Date().toISOString() };
  window.localStorage.setItem(storageKey, JSON.stringify(plan));
  notify();
  return plan;
}

export function clearDevicePlan(): void {
  try {
    window.localStorage.removeItem(storageKey);
  } finally {
    notify();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The plan on this device, kept up to date (other tabs too); none while the server renders. */
export function useDevicePlan(): SafetyPlan | null {
  return useSyncExternalStore(subscribe, readDevicePlan, () => null);
}
