/** What one hit found: its count in the window (itself included) and when the window ends. */
interface WindowHit {
  count: number;
  retryAfterSec: number;
}

/**
 * Hits per key in one fixed window shared by every key: when it ends, all counts start over at
 * once, so the map holds one window's keys and needs no sweeping. A flood from more keys than
 * `maxKeys` in one window (many IPv6 networks) starts the window over early: memory stays
 * bounded, and such a flood loses the guard its counts, as an LRU cache of them would.
 */
export class WindowCounts {
  private counts = new Map<string, number>();
  private endsAt = 0;

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  hit(key: string, now = Date.now()): WindowHit {
    if (now >= this.endsAt || (this.counts.size >= this.maxKeys && !this.counts.has(key))) {
      this.counts.clear();
      this.endsAt = now + this.windowMs;
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return { count, retryAfterSec: Math.max(1, Math.ceil((this.endsAt - now) / 1000)) };
  }
}
