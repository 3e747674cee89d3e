/** How long data is kept by default (README "Configuration"; the privacy policy lists them). */
export const retentionDefaults = {
  /** Anonymous self-test submissions; afterwards only their counts per day remain. */
  selftestAnonymousDays: 365,
  /** A login session, unless SESSION_TTL_DAYS says otherwise. */
  sessionDays: 30,
  /** Chat messages and their files, unless CHAT_RETENTION_DAYS says otherwise (ADR 185). */
  chatDays: 365,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/** The moment before which data kept for `days` is due to go. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * dayMs);
}
