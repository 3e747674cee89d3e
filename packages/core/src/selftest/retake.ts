/**
 * Tes Ulang on a device (spec §4): who cleared their result here, and when. A result page's
 * catch-up from the account (issue 39 item 1) would otherwise bring the cleared result back.
 */
export interface RetakeMark {
  userId: number | null;
  at: string;
}

export function retakeMark(userId: number | null, now: Date): RetakeMark {
  return { userId, at: now.toISOString() };
}

/** Reads the stored mark; anything malformed counts as none. */
export function parseRetakeMark(raw: string | null): RetakeMark | null {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value !== 'object' || value === null) return null;
    const { userId, at } = value as Record<string, unknown>;
    const validUser = userId === null || Number.isSafeInteger(userId);
    if (!validUser || typeof at !== 'string' || Number.isNaN(Date.parse(at))) return null;
    return { userId: userId as number | null, at };
  } catch {
    return null;
  }
}

/**
 * Whether the account's newest result, made at `createdAt`, may become this device's: not
 * when the viewer pressed Tes Ulang here after it was made (only a test taken since counts).
 */
export function mayAdoptAccountResult(mark: RetakeMark | null, viewerId: number, createdAt: string): boolean {
  if (!mark || mark.userId !== viewerId) return true;
  return Date.parse(createdAt) > Date.parse(mark.at);
}
