/**
 * Runs `refresh` now and again after each delay (spec §4: after saving, the list refreshes,
 * repeated after 200 ms and 500 ms). Returns a function that cancels the pending ones.
 */
export function scheduleRefreshes(refresh: () => void, delaysMs: readonly number[]): () => void {
  refresh();
  const timers = delaysMs.map((delay) => setTimeout(refresh, delay));
  return () => timers.forEach((timer) => clearTimeout(timer));
}
