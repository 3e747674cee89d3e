import { parseTestProgress, type TestProgress } from '@sehat/core/selftest/test-progress';

/**
 * The answers of the test being taken, kept in sessionStorage: they survive a reload and the
 * browser's Back and Forward in this tab, never leave this device, never appear in a URL, and
 * are gone when the tab closes, the test is sent, Tes Ulang is chosen or the user logs out.
 */
const key = 'testProgress';

export function readTestProgress(): TestProgress {
  try {
    return parseTestProgress(window.sessionStorage.getItem(key));
  } catch {
    return {};
  }
}

export function saveTestProgress(progress: TestProgress): void {
  try {
    if (Object.keys(progress).length === 0) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(progress));
  } catch {
    // Storage may be full or disabled; the answers still live on this page.
  }
}

export function clearTestProgress(): void {
  saveTestProgress({});
}
