import { storedLimits } from '../limits/rate-limits';

/**
 * Chat limits and constants (spec §9), shared by the popup, the inbox and the server; the
 * allowances of sending are in limits/rate-limits.ts.
 */
export const chatLimits = {
  messageMax: 2000,
  fileMaxBytes: 10 * 1024 * 1024,
  /** Bytes of files one user may send in 24 hours (counsellors are not limited; ADR 185). */
  fileBytesPerDay: storedLimits.chatFileBytes.max,
  pollIntervalMs: 3000,
  /** Live event streams one session may hold (tabs); a newer one ends the oldest (`superseded`). */
  streamsPerSession: 3,
  operatingHoursWarningMs: 5000,
  pageSize: 50,
  pageSizeMax: 100,
  inboxPageSize: 50,
  /** A typing signal goes out at most this often while someone types. */
  typingSignalMs: 3000,
  /** The other side shows 'sedang mengetik...' this long after the last signal. */
  typingShownMs: 6000,
  /**
   * An open popup tells the server so this often; the server believes it this long after the
   * last word (a closed tab stops counting as watching within that time).
   */
  presenceRenewMs: 30_000,
  presenceLastsMs: 75_000,
} as const;

export const fallbackTimeZone = 'Asia/Jakarta';
