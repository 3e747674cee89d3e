import { quickExitDestination } from '@sehat/core/quick-exit/messages';

/**
 * Leaves at once: the page goes blank, then an ordinary page replaces it in this tab's
 * history (location.replace), so Back does not bring it back (GOV.UK "Exit this page").
 */
export function quickExit(): void {
  document.title = '';
  document.documentElement.style.visibility = 'hidden';
  window.location.replace(quickExitDestination);
}

/** Escape pressed this many times within `ESCAPES_WITHIN_MS` leaves, as the button does. */
export const ESCAPES_TO_EXIT = 3;
export const ESCAPES_WITHIN_MS = 2_000;

/** Whether the Escape presses at `times` (ms, oldest first) end in an exit. */
export function escapesExit(times: readonly number[]): boolean {
  if (times.length < ESCAPES_TO_EXIT) return false;
  const last = times.slice(-ESCAPES_TO_EXIT);
  return last[last.length - 1]! - last[0]! <= ESCAPES_WITHIN_MS;
}
