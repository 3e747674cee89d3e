import type { ScreeningBand } from '@sehat/core/screenings/bands';
import type { ScoredScreeningCode, ScreeningAnswer } from '@sehat/core/screenings/instruments';

/** A result as its page shows it, from the account or from this device. */
export interface ShownResult {
  id: number;
  code: ScoredScreeningCode;
  score: number;
  band: ScreeningBand;
  crisis: boolean;
  jawaban: ScreeningAnswer[];
  createdAt: string;
}

/**
 * The results a result page shows, newest first, and whether they are this device's: a user's
 * come from their account (or, before any is there, from this device, not yet kept); a
 * visitor's from this device.
 */
export function resultsToShow(
  loggedIn: boolean,
  account: readonly ShownResult[] | undefined,
  device: readonly ShownResult[],
): { results: readonly ShownResult[]; onDevice: boolean } {
  if (loggedIn && account && account.length > 0) return { results: account, onDevice: false };
  return { results: device, onDevice: true };
}
