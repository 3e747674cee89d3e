import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { safetyPlanSchema, type SafetyPlan } from '@sehat/core/safety-plan/schemas';
import { accountPlanCopyKey } from '#web/lib/offline/account-plan-key';
import { fromJson, storedValue } from '#web/lib/storage/stored-value';

/**
 * A logged-in person's plan as last read or written on this device (ADR 160): what the page
 * shows without a connection, and, `waiting`, a change made offline that is still to be sent.
 */
const copySchema = z.object({
  userId: z.number().int(),
  plan: safetyPlanSchema.nullable(),
  waiting: z.boolean(),
});
export type AccountPlanCopy = z.infer<typeof copySchema>;

const storedCopy = storedValue<AccountPlanCopy | null>(accountPlanCopyKey, {
  fallback: null,
  parse: fromJson((value) => copySchema.parse(value)),
});
const listeners = new Set<() => void>();

/** The copy of `userId`'s plan, if this device holds one (never another person's). */
export function readAccountPlanCopy(userId: number): AccountPlanCopy | null {
  const copy = storedCopy.read();
  return copy?.userId === userId ? copy : null;
}

export function writeAccountPlanCopy(copy: AccountPlanCopy): void {
  // Storage may be full or disabled: the plan still shows while the page is open.
  storedCopy.write(copy);
  listeners.forEach((listener) => listener());
}

/** Keeps `plan`, read from or stored by the server, unless a change made offline still waits. */
export function keepServerPlan(userId: number, plan: SafetyPlan | null): void {
  const copy = readAccountPlanCopy(userId);
  if (copy?.waiting) return;
  if (copy && JSON.stringify(copy.plan) === JSON.stringify(plan)) return;
  writeAccountPlanCopy({ userId, plan, waiting: false });
}

/**
 * A change waiting to be sent, else the server's plan (null: none yet), else, when the server
 * cannot be reached, the device's copy; undefined while none of them is known.
 */
export function planToShow(
  copy: AccountPlanCopy | null,
  server: SafetyPlan | null | undefined,
  unreachable: boolean,
): SafetyPlan | null | undefined {
  if (copy?.waiting) return copy.plan;
  if (server !== undefined) return server;
  return unreachable ? copy?.plan : undefined;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const stopFollowing = storedCopy.onOtherTab(listener);
  return () => {
    listeners.delete(listener);
    stopFollowing();
  };
}

export function useAccountPlanCopy(userId: number): AccountPlanCopy | null {
  return useSyncExternalStore(
    subscribe,
    () => readAccountPlanCopy(userId),
    () => null,
  );
}
