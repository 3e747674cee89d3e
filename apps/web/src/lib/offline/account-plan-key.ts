/**
 * Where a logged-in person's safety plan is copied on this device, so it opens (and can be
 * changed) without a connection; removed at logout (ADR 160).
 */
export const accountPlanCopyKey = 'sehat-rencana-keamanan-akun';

/** Whether such a copy is kept (read without parsing it: the entry loads no zod). */
export function hasAccountPlanCopy(): boolean {
  try {
    return window.localStorage.getItem(accountPlanCopyKey) !== null;
  } catch {
    return false;
  }
}

/** Logout and account deletion: the copy goes with the person (lib/auth/forget-on-device). */
export function clearAccountPlanCopy(): void {
  try {
    window.localStorage.removeItem(accountPlanCopyKey);
  } catch {
    // Storage disabled: there was nothing kept.
  }
}
