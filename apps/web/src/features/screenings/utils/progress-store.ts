import { parseScreeningProgress, type ScreeningProgress } from '@sehat/core/screenings/answer-progress';
import { scoredScreeningCodes, type ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { storedValue, type StoredValue } from '#web/lib/storage/stored-value';

/**
 * A PHQ-9 or GAD-7 being answered, kept in sessionStorage as SRQ-29's is (ADR 28): it survives
 * a reload and Back in this tab, never leaves the device or appears in a URL, and is gone when
 * the tab closes, the test is sent or the user logs out. Storage that is full or disabled
 * leaves the answers on the page only.
 */
const none: ScreeningProgress = {};
const stores = Object.fromEntries(
  scoredScreeningCodes.map((code) => [
    code,
    storedValue(`screeningProgress:${code}`, {
      fallback: none,
      parse: (raw) => parseScreeningProgress(raw, code),
      isEmpty: (progress) => Object.keys(progress).length === 0,
      area: 'session',
    }),
  ]),
) as Record<ScoredScreeningCode, StoredValue<ScreeningProgress>>;

export function readScreeningProgress(code: ScoredScreeningCode): ScreeningProgress {
  return stores[code].read();
}

export function saveScreeningProgress(code: ScoredScreeningCode, progress: ScreeningProgress): void {
  stores[code].write(progress);
}

/** Every screening in progress in this tab (logout). */
export function clearAllScreeningProgress(): void {
  for (const code of scoredScreeningCodes) saveScreeningProgress(code, {});
}
