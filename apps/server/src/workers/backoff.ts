/** A worker alive this long before it died counts as having run well: its replacement starts at once. */
export const STABLE_AFTER_MS = 30_000;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * How long to wait before replacing a worker that died after `ranMs`, given how many
 * replacements in a row died early before it (`earlyDeaths`). A crash loop (a bad
 * configuration, a database that refuses) then waits 1 s, 2 s, 4 s … up to 30 s between tries
 * instead of spinning.
 */
export function respawnDelay(ranMs: number, earlyDeaths: number): { delayMs: number; earlyDeaths: number } {
  if (ranMs >= STABLE_AFTER_MS) return { delayMs: 0, earlyDeaths: 0 };
  const delayMs = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** earlyDeaths);
  return { delayMs, earlyDeaths: earlyDeaths + 1 };
}
