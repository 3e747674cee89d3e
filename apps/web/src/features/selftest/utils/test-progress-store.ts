import { useSyncExternalStore } from 'react';
import { parseTestProgress, type TestProgress } from '@sehat/core/selftest/test-progress';
import { storedValue } from '#web/lib/storage/stored-value';

/**
 * The answers of the test being taken, kept in sessionStorage: they survive a reload and the
 * browser's Back and Forward in this tab, never leave this device, never appear in a URL, and
 * are gone when the tab closes, the test is sent, Tes Ulang is chosen or the user logs out.
 */
const none: TestProgress = {};
const listeners = new Set<() => void>();
const stored = storedValue('testProgress', {
  fallback: none,
  parse: parseTestProgress,
  isEmpty: (progress) => Object.keys(progress).length === 0,
  area: 'session',
});
/** Answers storage refused (full or disabled): they live for this page only. */
let pageOnly: TestProgress | null = null;

/** The stored answers, the same object for as long as the stored text is the same. */
export function readTestProgress(): TestProgress {
  return pageOnly ?? stored.read();
}

function saveTestProgress(progress: TestProgress): void {
  pageOnly = stored.write(progress) ? null : progress;
  for (const listener of listeners) listener();
}

/** Changes the answers; `update` gets the current ones and returns them, or new ones. */
export function updateTestProgress(update: (current: TestProgress) => TestProgress): void {
  const current = readTestProgress();
  const next = update(current);
  if (next !== current) saveTestProgress(next);
}

export function clearTestProgress(): void {
  saveTestProgress(none);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The answers so far. A server-rendered page hydrates without them (the server knows none),
 * then shows them at once.
 */
export function useTestProgress(): TestProgress {
  return useSyncExternalStore(subscribe, readTestProgress, () => none);
}
