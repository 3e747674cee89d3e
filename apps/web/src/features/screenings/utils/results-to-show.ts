import type { PendingScreeningResult } from '@sehat/core/offline/submission-queue';
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
  /** Taken offline and scored on this device: waiting to be sent (it has no id of the server's yet). */
  pending?: boolean;
}

/** Queued results as the page shows them: ids below zero, never a server's. */
export function shownPending(pending: readonly PendingScreeningResult[]): ShownResult[] {
  return pending.map(({ clientId: _clientId, ...result }, index) => ({
    ...result,
    id: -(index + 1),
    pending: true,
  }));
}

/**
 * The results a result page shows, newest first, and whether they are this device's: a user's
 * come from their account (or, before any is there, from this device, not yet kept); a
 * visitor's from this device. Tests taken offline and not yet sent come first (ADR 160).
 */
export function resultsToShow(
  loggedIn: boolean,
  account: readonly ShownResult[] | undefined,
  device: readonly ShownResult[],
  pending: readonly ShownResult[] = [],
): { results: readonly ShownResult[]; onDevice: boolean } {
  if (loggedIn && account && account.length > 0)
    return { results: [...pending, ...account], onDevice: false };
  return { results: [...pending, ...device], onDevice: true };
}
