/** Chat limits and constants (spec §9), shared by the popup, the inbox and the server. */
export const chatLimits = {
  messageMax: 2000,
  fileMaxBytes: 10 * 1024 * 1024,
  /** Bytes of files one user may send in 24 hours (counsellors are not limited; ADR 185). */
  fileBytesPerDay: 50 * 1024 * 1024,
  /** Messages (text or file) one account may send per minute, across every app instance. */
  sendsPerMinute: 30,
  /** Counsellors answer many people at once. */
  adminSendsPerMinute: 120,
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
