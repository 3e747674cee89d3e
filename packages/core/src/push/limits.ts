/** Web push limits (issue 49), shared by the server and the settings that explain them. */
export const pushLimits = {
  /** Devices one account keeps; a newer subscription replaces the oldest (ADR 212). */
  subscriptionsPerAccount: 10,
  /** How long turning push on waits for the service worker before saying it is not ready. */
  workerReadyMs: 5_000,
} as const;
