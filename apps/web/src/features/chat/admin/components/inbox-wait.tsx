import { AlarmClock, Hourglass } from 'lucide-react';
import type { InboxUser } from '@sehat/core/chat/admin-schemas';
import { counsellorServiceLabels } from '@sehat/core/chat/messages';
import { responseWait } from '@sehat/core/chat/response-wait';
import { formatDuration } from '@sehat/core/time/format';
import { useNow } from '#web/lib/use-now';
import { viewerTimeZone } from '#web/lib/viewer-time-zone';
import styles from './inbox-wait.module.css';

/**
 * How long the person has waited for an answer; before the response target, when it falls and
 * how long is left; past it, "Lewat target" (ADR 192, 217). Decided on this browser's clock, so
 * a list left open counts down and marks it in time.
 */
export function InboxWait({ user }: { user: InboxUser }) {
  const now = useNow();
  const wait = responseWait(user, now, viewerTimeZone());
  if (!wait || !user.awaitingSince) return null;
  const waitedSeconds = (now.getTime() - Date.parse(user.awaitingSince)) / 1000;
  return (
    <span className={styles.wait}>
      {wait.overdue ? (
        <span className={styles.overdue}>
          <AlarmClock aria-hidden="true" size={12} />
          {counsellorServiceLabels.overdue}
        </span>
      ) : (
        <Hourglass aria-hidden="true" size={12} />
      )}
      <span>{counsellorServiceLabels.waiting(formatDuration(waitedSeconds))}</span>
      {!wait.overdue && wait.dueClock !== null && wait.minutesLeft !== null && (
        <span className={styles.due}>
          {counsellorServiceLabels.dueBy(wait.dueClock, formatDuration(wait.minutesLeft * 60))}
        </span>
      )}
    </span>
  );
}
