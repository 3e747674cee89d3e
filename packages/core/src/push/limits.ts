import { storedLimits } from '../limits/rate-limits';

/** Web push limits (issue 49), shared by the server and the settings that explain them. */
export const pushLimits = {
  /** Devices one account keeps; a newer subscription replaces the oldest (ADR 212). */
  subscriptionsPerAccount: storedLimits.pushDevices.max,
  /**
   * How long turning push on waits for the service worker before saying it is not ready. The
   * first time it installs first, keeping the app on the device: seconds on a busy phone or a
   * slow connection, so the wait is generous; it only has to end (it used to spin for ever).
   */
  workerReadyMs: 45_000,
} as const;
