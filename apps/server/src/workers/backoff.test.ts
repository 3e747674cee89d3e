import { describe, expect, it } from 'vitest';
import { STABLE_AFTER_MS, respawnDelay } from './backoff';

describe('respawnDelay', () => {
  it('replaces a worker that ran well at once and forgets earlier crashes', () => {
    expect(respawnDelay(STABLE_AFTER_MS, 5)).toEqual({ delayMs: 0, earlyDeaths: 0 });
  });

  it('doubles the wait for each early death in a row, up to 30 s', () => {
    let earlyDeaths = 0;
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const next = respawnDelay(100, earlyDeaths);
      delays.push(next.delayMs);
      earlyDeaths = next.earlyDeaths;
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
