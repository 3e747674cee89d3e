/**
 * The public outcomes' rules (api.md "Guided self-help with measured outcomes"): no figure
 * built on fewer than 10 people is published, so nobody can be picked out.
 */
export const publishedCountMin = 10;

/** A count as published: null under 10. */
export function publishedCount(count: number): number | null {
  return count < publishedCountMin ? null : count;
}

/** A share (0–1) as published: null when its whole or its part is under 10. */
export function publishedShare(part: number, whole: number): number | null {
  if (whole < publishedCountMin || part < publishedCountMin) return null;
  return Math.round((part / whole) * 1000) / 1000;
}

/** Whether an enrolment counts as having completed most of its programme: two thirds of its sessions. */
export function completedMost(sessionsDone: number, sessions: number): boolean {
  return sessionsDone >= Math.ceil((sessions * 2) / 3);
}
