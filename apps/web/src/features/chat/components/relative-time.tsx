import { formatChatDateTime, formatChatTime } from '@sehat/core/time/format';
import { useNow } from '#web/lib/use-now';
import { viewerTimeZone } from '#web/lib/viewer-time-zone';

/** A message time as the spec words it ('Baru saja', '5 menit yang lalu', …), kept current. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const now = useNow();
  const date = new Date(iso);
  const zone = viewerTimeZone();
  return (
    <time dateTime={iso} title={formatChatDateTime(date, zone)} className={className}>
      {formatChatTime(date, now, zone)}
    </time>
  );
}
