import { AlarmClock, Hourglass } from 'lucide-react';
import type { InboxUser } from '@sehat/core/chat/admin-schemas';
import { counsellorServiceLabels as l } from '@sehat/core/chat/messages';
import { formatDuration } from '@sehat/core/time/format';
import { useNow } from '../../../../lib/use-now';
import styles from './inbox-wait.module.css';

/**
 * How long the person has waited for an answer, and "Lewat target" once past the response
 * target (ADR 192). Decided on this browser's clock, so a list left open marks it in time.
 */
export function InboxWait({ user }: { user: InboxUser }) {
  const now = useNow();
  if (user.status !== 'open' || !user.awaitingSince) return null;
  const seconds = Math.max(0, (now.getTime() - Date.parse(user.awaitingSince)) / 1000);
  const overdue =
    user.overdue ||
    (user.firstResponseDueAt !== null && Date.parse(user.firstResponseDueAt) <= now.getTime());
  return (
    <span className={styles.wait}>
      {overdue ? (
        <span className={styles.overdue}>
          <AlarmClock aria-hidden="true" size={12} />
          {l.overdue}
        </span>
      ) : (
        <Hourglass aria-hidden="true" size={12} />
      )}
      <span>{l.waiting(formatDuration(seconds))}</span>
    </span>
  );
}
