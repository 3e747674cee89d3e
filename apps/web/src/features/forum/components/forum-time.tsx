import { forumRelativeTime, wasEdited } from '@sehat/core/forum/relative-time';
import { forumLabels } from '@sehat/core/forum/messages';
import { formatFullDateTime } from '../../../lib/format-date';
import { useNow } from '../../../lib/use-now';
import styles from './forum-time.module.css';

/** '5m' or 'Kemarin', and '(diperbarui 2m)' when the item was edited; the full date on hover. */
export function ForumTime({ createdAt, updatedAt }: { createdAt: string; updatedAt: string }) {
  const now = useNow();
  const edited = wasEdited({ createdAt, updatedAt });
  return (
    <span className={styles.time}>
      <time dateTime={createdAt} title={formatFullDateTime(createdAt)}>
        {forumRelativeTime(createdAt, now)}
      </time>
      {edited && (
        <time dateTime={updatedAt} title={formatFullDateTime(updatedAt)} className={styles.edited}>
          {forumLabels.updated(forumRelativeTime(updatedAt, now))}
        </time>
      )}
    </span>
  );
}
