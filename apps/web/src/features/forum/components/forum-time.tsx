import { forumLabels } from '@sehat/core/forum/messages';
import { wasEdited } from '@sehat/core/forum/was-edited';
import { formatDateTime, formatForumTime } from '@sehat/core/time/format';
import { useNow } from '#web/lib/use-now';
import styles from './forum-time.module.css';

/** '5m' or 'Kemarin', and '(diperbarui 2m)' when the item was edited; the full date on hover. */
export function ForumTime({ createdAt, updatedAt }: { createdAt: string; updatedAt: string }) {
  const now = useNow();
  const edited = wasEdited({ createdAt, updatedAt });
  return (
    <span className={styles.time}>
      <time dateTime={createdAt} title={formatDateTime(createdAt)}>
        {formatForumTime(createdAt, now)}
      </time>
      {edited && (
        <time dateTime={updatedAt} title={formatDateTime(updatedAt)} className={styles.edited}>
          {forumLabels.updated(formatForumTime(updatedAt, now))}
        </time>
      )}
    </span>
  );
}
