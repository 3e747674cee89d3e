import { resolveTimeZone } from '@sehat/core/chat/time-zone';

/** The browser's IANA zone, or the spec's fallback (Asia/Jakarta) when it has none. */
export function viewerTimeZone(): string {
  return resolveTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}
