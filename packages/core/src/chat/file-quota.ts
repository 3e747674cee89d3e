/** A file someone sent, as the per-account quota counts it (ADR 185). */
export interface SentFile {
  bytes: number;
  sentAt: Date;
}

export interface FileQuota {
  /** Bytes one account may send within `windowMs`. */
  bytes: number;
  windowMs: number;
}

/**
 * How long until `bytes` more fit the quota, given what was sent: 0 when they fit now, else the
 * moment enough of the oldest files leave the window. Never less than a second when refused.
 */
export function fileQuotaWaitMs(sent: SentFile[], bytes: number, quota: FileQuota, now: Date): number {
  const since = now.getTime() - quota.windowMs;
  const inWindow = sent.filter((file) => file.sentAt.getTime() > since).sort((a, b) => +a.sentAt - +b.sentAt);
  let total = inWindow.reduce((sum, file) => sum + file.bytes, 0);
  if (total + bytes <= quota.bytes) return 0;
  for (const file of inWindow) {
    total -= file.bytes;
    if (total + bytes <= quota.bytes)
      return Math.max(1000, file.sentAt.getTime() + quota.windowMs - now.getTime());
  }
  return quota.windowMs;
}
