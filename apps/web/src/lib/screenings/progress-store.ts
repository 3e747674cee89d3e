import { parseScreeningProgress, type ScreeningProgress } from '@sehat/core/screenings/answer-progress';
import { scoredScreeningCodes, type ScoredScreeningCode } from '@sehat/core/screenings/instruments';

/**
 * A PHQ-9 or GAD-7 being answered, kept in sessionStorage as SRQ-29's is (ADR 28): it survives
 * a reload and Back in this tab, never leaves the device or appears in a URL, and is gone when
 * the tab closes, the test is sent or the user logs out.
 */
const keyOf = (code: ScoredScreeningCode) => `screeningProgress:${code}`;

export function readScreeningProgress(code: ScoredScreeningCode): ScreeningProgress {
  try {
    return parseScreeningProgress(window.sessionStorage.getItem(keyOf(code)), code);
  } catch {
    return {};
  }
}

export function saveScreeningProgress(code: ScoredScreeningCode, progress: ScreeningProgress): void {
  try {
    if (Object.keys(progress).length === 0) window.sessionStorage.removeItem(keyOf(code));
    else window.sessionStorage.setItem(keyOf(code), JSON.stringify(progress));
  } catch {
    // Storage may be full or disabled; the answers still live on this page.
  }
}

/** Every screening in progress in this tab (logout). */
export function clearAllScreeningProgress(): void {
  for (const code of scoredScreeningCodes) saveScreeningProgress(code, {});
}
