import { storedValue } from '../storage/stored-value';

/**
 * Where a logged-in person's safety plan is copied on this device, so it opens (and can be
 * changed) without a connection; removed at logout (ADR 160).
 */
export const accountPlanCopyKey = 'sehat-rencana-keamanan-akun';

/** The copy as stored text: the entry checks and clears it without loading zod to parse it. */
const storedCopy = storedValue<string | null>(accountPlanCopyKey, { fallback: null, parse: (raw) => raw });

/** Whether such a copy is kept. */
export const hasAccountPlanCopy = (): boolean => storedCopy.has();

/** Logout and account deletion: the copy goes with the person (features/auth/utils/forget-on-device). */
export function clearAccountPlanCopy(): void {
  storedCopy.remove();
}
