import { formatChatClock, formatChatDate, formatChatTime } from '@sehat/core/chat/relative-time';
import { useNow } from '../../../lib/use-now';
import { viewerTimeZone } from '../../../lib/viewer-time-zone';

/** A message time as the spec words it ('Baru saja', '5 menit yang lalu', …), kept current. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const now = useNow();
  const date = new Date(iso);
  const zone = viewerTimeZone();
  const full = `${formatChatDate(date, zone)} ${formatChatClock(date, zone)}`;
  return (
    <time dateTime={iso} title={full} className={className}>
      {formatChatTime(date, now, zone)}
    </time>
  );
}
