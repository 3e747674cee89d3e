import type { AccountRow } from '../accounts/user-presenter';

/** A session as the request hook needs it: whose it is and until when. */
export interface CachedSession {
  account: AccountRow;
  expiresAt: Date;
}

interface Entry extends CachedSession {
  /** When it was looked up (Date.now()). */
  at: number;
}

/**
 * Sessions this instance has looked up, kept for `maxAgeMs` (ADR 101). Correctness comes from
 * `clear()`, which runs whenever the database announces a change to users or a removed session;
 * the age limit only bounds how long a lost announcement could matter. A lookup that began
 * before a clear is not stored, so an answer read before a change never outlives it.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The session, while it is fresh here and not expired. */
  get(id: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (now - entry.at > this.maxAgeMs || entry.expiresAt.getTime() <= now) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }

  /** A token to pass to `set` for a lookup about to begin. */
  begin(): number {
    return this.generation;
  }

  /** Keeps what a lookup begun at `begun` found, unless the cache was cleared meanwhile. */
  set(id: string, session: CachedSession, begun: number, now = Date.now()): void {
    if (begun !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(id, { ...session, at: now });
  }

  /** The session's expiry moved (sliding expiry); its age is unchanged. */
  extend(id: string, expiresAt: Date): void {
    const entry = this.entries.get(id);
    if (entry) entry.expiresAt = expiresAt;
  }

  forget(id: string): void {
    this.entries.delete(id);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
